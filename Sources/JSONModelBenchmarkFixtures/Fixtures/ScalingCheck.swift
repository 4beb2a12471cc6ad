import Foundation
import JSONModelKit

/// Times pathological documents at two sizes, 10x apart, to show that the cost grows linearly:
/// long runs of escapes, objects with many keys, deep nesting, numbers with many digits,
/// many tiny arrays, long non-ASCII strings, and polymorphic models nested 50 and 500 deep,
/// each taking the hook path.
public enum ScalingCheck {
    /// One pathological pattern at both sizes.
    public struct Row: Sendable {
        /// What the documents contain.
        public var pattern: String
        /// The smaller document's size in bytes.
        public var smallSize: Int
        /// Best time for the smaller document, in seconds.
        public var smallSeconds: Double
        /// The larger document's size in bytes.
        public var largeSize: Int
        /// Best time for the larger document, in seconds.
        public var largeSeconds: Double

        /// How much longer the larger document took (about 10 for linear cost).
        public var timeRatio: Double { largeSeconds / smallSeconds }
    }

    /// A model with a few properties; every other key in the many-keys document is unknown.
    final class ScalingModel: JSONModel {
        var id = 0
        @Optional var name: String? = nil
    }

    /// A polymorphic node: ``classForDecoding(from:)`` picks the class from `kind`, and
    /// ``decodeProperty(_:from:)`` sees every property (and leaves each to the default mapping),
    /// so every object takes the hook path.
    class PolymorphicNode: JSONModel {
        var kind = ""
        var values: [Int] = []
        @Optional var child: PolymorphicNode? = nil

        override class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
            object["kind"] == "leaf" ? PolymorphicLeaf.self : PolymorphicNode.self
        }

        override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
            // Leaves every property of a non-empty object to the default mapping. The body
            // differs from JSONModel's `false`, so an optimizer that merges identical functions
            // cannot make the override look absent.
            object.isEmpty
        }
    }

    /// The innermost node.
    final class PolymorphicLeaf: PolymorphicNode {}

    /// Bytes of each level of the nested-models document: 1 MB is 50 levels, 10 MB 500 (inside
    /// the default depth limit, 512).
    static let bytesPerLevel = 20_000

    /// Measures every pattern at about `baseBytes` and 10x `baseBytes`.
    public static func run(baseBytes: Int = 1_000_000, iterations: Int = 5) throws -> [Row] {
        let patterns: [(String, (Int) -> String, (Data) throws -> Void)] = [
            ("string of escapes (\\n\\u00e9\\\")", escapes, validate),
            ("object with many keys (model decode)", manyKeys, decodeModel),
            ("deep nesting (validate, maxDepth unlimited)", deepNesting, validateUnlimited),
            ("number with many digits (JSONValue)", longNumber, parseValue),
            ("many tiny arrays (JSONValue)", tinyArrays, parseValue),
            ("long non-ASCII string (JSONValue)", nonASCII, parseValue),
            ("nested polymorphic models with hooks (50 levels a MB)", nestedModels, decodeNested),
        ]
        var rows: [Row] = []
        for (name, make, work) in patterns {
            let small = Data(make(baseBytes).utf8)
            let large = Data(make(baseBytes * 10).utf8)
            rows.append(
                Row(
                    pattern: name,
                    smallSize: small.count,
                    smallSeconds: try best(of: iterations) { try work(small) },
                    largeSize: large.count,
                    largeSeconds: try best(of: iterations) { try work(large) }
                )
            )
        }
        return rows
    }

    private static func best(of iterations: Int, _ body: () throws -> Void) throws -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<iterations {
            let elapsed = try clock.measure(body)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            best = Swift.min(best, seconds)
        }
        return best
    }

    // MARK: Work

    private static func validate(_ data: Data) throws { try JSONValue.validate(data) }
    private static func validateUnlimited(_ data: Data) throws { try JSONValue.validate(data, maxDepth: .max) }
    private static func parseValue(_ data: Data) throws { _ = try JSONValue(parsing: data) }
    private static func decodeModel(_ data: Data) throws { _ = try ScalingModel.fromJSONData(data) }
    private static func decodeNested(_ data: Data) throws {
        _ = try PolymorphicNode.fromJSONData(data)
    }

    // MARK: Documents

    private static func escapes(_ size: Int) -> String {
        "\"" + String(repeating: #"\n\u00e9\""#, count: size / 10) + "\""
    }

    private static func manyKeys(_ size: Int) -> String {
        var text = #"{"id":1"#
        var index = 0
        while text.utf8.count < size {
            text += #","key_\#(index)":\#(index)"#
            index += 1
        }
        return text + "}"
    }

    private static func deepNesting(_ size: Int) -> String {
        String(repeating: "[", count: size / 2) + String(repeating: "]", count: size / 2)
    }

    private static func longNumber(_ size: Int) -> String {
        "0." + String(repeating: "1234567890", count: size / 10)
    }

    private static func tinyArrays(_ size: Int) -> String {
        "[" + Array(repeating: "[1]", count: size / 4).joined(separator: ",") + "]"
    }

    /// One chain of nodes, `size / bytesPerLevel` levels deep, each level with about
    /// `bytesPerLevel` bytes of numbers.
    private static func nestedModels(_ size: Int) -> String {
        let levels = Swift.max(1, size / bytesPerLevel)
        let numbers = (0..<(bytesPerLevel / 6)).map { String(10_000 + $0) }.joined(separator: ",")
        let node = #"{"kind":"node","values":["# + numbers + #"],"child":"#
        let leaf = #"{"kind":"leaf","values":["# + numbers + "]}"
        return String(repeating: node, count: levels - 1) + leaf + String(repeating: "}", count: levels - 1)
    }

    private static func nonASCII(_ size: Int) -> String {
        "\"" + String(repeating: "日本語テキスト", count: size / 21) + "\""
    }
}

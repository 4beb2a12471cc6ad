import Foundation
import JSONModelKit

/// Times pathological documents at two sizes, 10x apart, to show that the cost grows linearly:
/// long runs of escapes, objects with many keys, deep nesting, numbers with many digits,
/// many tiny arrays and long non-ASCII strings.
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

    /// Measures every pattern at about `baseBytes` and 10x `baseBytes`.
    public static func run(baseBytes: Int = 1_000_000, iterations: Int = 5) throws -> [Row] {
        let patterns: [(String, (Int) -> String, (Data) throws -> Void)] = [
            ("string of escapes (\\n\\u00e9\\\")", escapes, validate),
            ("object with many keys (model decode)", manyKeys, decodeModel),
            ("deep nesting (validate, maxDepth unlimited)", deepNesting, validateUnlimited),
            ("number with many digits (JSONValue)", longNumber, parseValue),
            ("many tiny arrays (JSONValue)", tinyArrays, parseValue),
            ("long non-ASCII string (JSONValue)", nonASCII, parseValue),
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

    private static func nonASCII(_ size: Int) -> String {
        "\"" + String(repeating: "日本語テキスト", count: size / 21) + "\""
    }
}

import Foundation
import JSONModelKit

/// The operations measured on one fixture, as closures over its schema.
///
/// Decoders and encoders are created once, when the operations are made, so the closures measure
/// only the work on the document. Results are returned as `Any` so that callers can pass them to
/// `blackHole`; for a class or an array that costs no allocation, for a large Codable struct one.
public struct FixtureOperations {
    /// Decodes a document into JSONModel classes.
    public let decodeWithJSONModelKit: (Data) throws -> Any
    /// Validates a document with `JSONValue.validate`: JSONModelKit's parse-only operation (the
    /// strict reader that every decode runs, with no values built).
    public let validateWithJSONModelKit: (Data) throws -> Any
    /// Decodes a document into Codable structs with `JSONDecoder`.
    public let decodeWithFoundation: (Data) throws -> Any
    /// Parses a document with `JSONSerialization`: Foundation's nearest parse-only operation.
    public let validateWithFoundation: (Data) throws -> Any
    /// Decodes a document once (setup) and answers a closure that encodes the result with
    /// JSONModelKit, compact.
    public let prepareEncodingWithJSONModelKit: (Data) throws -> () throws -> Data
    /// Decodes a document once (setup) and answers a closure that encodes the result with
    /// `JSONEncoder`, compact.
    public let prepareEncodingWithFoundation: (Data) throws -> () throws -> Data
    /// Decodes a document with both libraries, and each library's output with the other, and
    /// answers every difference between the summaries; empty when all agree.
    public let selfCheck: (Data) throws -> [String]

    init<Schema: FixtureSchema>(_ schema: Schema.Type) {
        let decoder = Schema.makeDecoder()
        let encoder = Schema.makeEncoder()
        decodeWithJSONModelKit = { data in try Schema.decodeModel(from: data) }
        validateWithJSONModelKit = { data in try JSONValue.validate(data) }
        decodeWithFoundation = { data in try decoder.decode(Schema.Structure.self, from: data) }
        validateWithFoundation = { data in try JSONSerialization.jsonObject(with: data) }
        prepareEncodingWithJSONModelKit = { data in
            let model = try Schema.decodeModel(from: data)
            return { try Schema.encode(model) }
        }
        prepareEncodingWithFoundation = { data in
            let structure = try decoder.decode(Schema.Structure.self, from: data)
            return { try encoder.encode(structure) }
        }
        selfCheck = { data in
            let model = try Schema.decodeModel(from: data)
            let structure = try decoder.decode(Schema.Structure.self, from: data)
            let expected = Schema.summary(of: model)
            let checks: [(label: String, summary: FixtureSummary)] = [
                ("Foundation decode", Schema.summary(of: structure)),
                (
                    "JSONModelKit encode → Foundation decode",
                    Schema.summary(of: try decoder.decode(Schema.Structure.self, from: try Schema.encode(model)))
                ),
                (
                    "Foundation encode → JSONModelKit decode",
                    Schema.summary(of: try Schema.decodeModel(from: try encoder.encode(structure)))
                ),
            ]
            try JSONValue.validate(data)
            return checks.flatMap { check in
                expected.differences(from: check.summary).map { "\(check.label): \($0)" }
            }
        }
    }
}

import Foundation
import JSONModelKit

/// Every source and sink against JSON text and Foundation, on the same models and the same data:
/// XML, Foundation dictionaries (`fromDictionary`, `toDictionary`), the `Codable` bridge
/// (`JSONDecoder` and `JSONEncoder` on the model classes) and `JSONDecoder`/`JSONEncoder` on
/// the fixture's `Codable` structs.
///
/// ``prepare(_:)`` does the set-up outside the timed closures (the XML is the models' own
/// `toXMLData()`, the dictionary is `JSONSerialization.jsonObject` of the JSON) and checks that
/// each route reads the document as the JSON decode does; a route that does not is left out
/// with a note.
///
/// ```swift
/// let plan = try SourcesCheck.prepare(fixture)
/// for operation in plan.decoding { _ = try operation.run() }
/// ```
public enum SourcesCheck {
    /// The fixtures the check runs on; the public corpora only when they are available.
    public static let fixtureNames: [FixtureName] = [
        .generatedMedium, .githubEvents, .updateCenter, .twitter, .citmCatalog, .canada,
    ]

    /// A way into or out of the models.
    public enum Route: CaseIterable, Sendable {
        /// JSON text: `fromJSONData` and `toJSONData`.
        case jsonText
        /// XML: `fromXMLData` and `toXMLData`.
        case xml
        /// Foundation dictionaries made beforehand: `fromDictionary` and `toDictionary`.
        case dictionary
        /// `JSONSerialization.jsonObject` of the JSON text, then `fromDictionary`; `toDictionary`,
        /// then `JSONSerialization.data(withJSONObject:)`.
        case serializationThenDictionary
        /// `JSONDecoder` and `JSONEncoder` on the JSONModel classes.
        case codableBridge
        /// `JSONDecoder` and `JSONEncoder` on the fixture's `Codable` structs: the baseline.
        case foundationStructures

        /// What the route calls to decode, for tables.
        public var decodingName: String {
            switch self {
            case .jsonText: "fromJSONData"
            case .xml: "fromXMLData"
            case .dictionary: "fromDictionary"
            case .serializationThenDictionary: "JSONSerialization + fromDictionary"
            case .codableBridge: "JSONDecoder on the model classes"
            case .foundationStructures: "JSONDecoder on structs"
            }
        }

        /// What the route calls to encode, for tables.
        public var encodingName: String {
            switch self {
            case .jsonText: "toJSONData"
            case .xml: "toXMLData"
            case .dictionary: "toDictionary"
            case .serializationThenDictionary: "toDictionary + JSONSerialization"
            case .codableBridge: "JSONEncoder on the model classes"
            case .foundationStructures: "JSONEncoder on structs"
            }
        }
    }

    /// One operation to time.
    public struct Operation {
        /// The route it measures.
        public let route: Route
        /// One decode or encode of the whole document.
        public let run: () throws -> Any
    }

    /// The prepared operations of one fixture.
    public struct Plan {
        /// The decodes, JSON text first; the routes that passed the set-up checks.
        public let decoding: [Operation]
        /// The encodes, JSON text first; the routes that passed the set-up checks.
        public let encoding: [Operation]
        /// The size of the XML the models wrote, `nil` when XML was left out.
        public let xmlByteCount: Int?
        /// Why a route was left out, or what a check found; one line each.
        public let notes: [String]
    }

    /// Prepares the operations of a fixture: decodes it, makes the XML and the dictionary, and
    /// checks that every route gives the JSON decode's summary.
    ///
    /// - Parameter fixture: A fixture; its JSON is the data every route starts from.
    /// - Returns: The operations and notes.
    /// - Throws: The JSON decode's error; the other routes' errors become notes.
    public static func prepare(_ fixture: Fixture) throws -> Plan {
        switch fixture.name {
        case .twitter: try prepare(TwitterSchema.self, data: fixture.data)
        case .citmCatalog: try prepare(CITMSchema.self, data: fixture.data)
        case .canada: try prepare(CanadaSchema.self, data: fixture.data)
        case .generatedSmall, .generatedMedium, .generatedLarge: try prepare(GeneratedSchema.self, data: fixture.data)
        case .githubEvents: try prepare(GitHubEventsSchema.self, data: fixture.data)
        case .updateCenter: try prepare(UpdateCenterSchema.self, data: fixture.data)
        }
    }

    private static func prepare<Schema: SourcesFixtureSchema>(_ schema: Schema.Type, data: Data) throws -> Plan {
        var check = SourcesCheckSetup<Schema>(model: try Schema.decodeModel(from: data))
        let sources = Schema.sources
        let model = check.model
        let decoder = Schema.makeDecoder()
        let encoder = Schema.makeEncoder()
        // The bridge runs the models' own date and key rules; the coders' strategies do not apply.
        let bridgeDecoder = JSONDecoder()
        let bridgeEncoder = JSONEncoder()

        var decoding = [Operation(route: .jsonText) { try Schema.decodeModel(from: data) }]
        var encoding = [Operation(route: .jsonText) { try Schema.encode(model) }]

        var xmlByteCount: Int?
        if let xml = check.xmlRoundTrip(sources) {
            xmlByteCount = xml.count
            decoding.append(Operation(route: .xml) { try sources.decodeXML(xml) })
            encoding.append(Operation(route: .xml) { try sources.encodeXML(model) })
        }

        if let object = check.foundationValue(sources, data: data) {
            decoding.append(Operation(route: .dictionary) { try sources.decodeFoundationValue(object) })
            decoding.append(
                Operation(route: .serializationThenDictionary) {
                    try sources.decodeFoundationValue(try JSONSerialization.jsonObject(with: data))
                }
            )
        }
        let dictionaryRoundTrips = check.passes("toDictionary → fromDictionary") {
            try sources.decodeFoundationValue(sources.encodeFoundationValue(model))
        }
        if dictionaryRoundTrips {
            encoding.append(Operation(route: .dictionary) { try sources.encodeFoundationValue(model) })
            encoding.append(
                Operation(route: .serializationThenDictionary) {
                    try JSONSerialization.data(withJSONObject: try sources.encodeFoundationValue(model))
                }
            )
        }

        let bridgeDecodes = check.passes("JSONDecoder on the model classes") {
            try sources.decodeWithJSONDecoder(bridgeDecoder, data)
        }
        if bridgeDecodes {
            decoding.append(Operation(route: .codableBridge) { try sources.decodeWithJSONDecoder(bridgeDecoder, data) })
        }
        let bridgeEncodes = check.passes("JSONEncoder on the model classes → fromJSONData") {
            try Schema.decodeModel(from: sources.encodeWithJSONEncoder(bridgeEncoder, model))
        }
        if bridgeEncodes {
            encoding.append(
                Operation(route: .codableBridge) { try sources.encodeWithJSONEncoder(bridgeEncoder, model) }
            )
        }

        let structure = try decoder.decode(Schema.Structure.self, from: data)
        decoding.append(
            Operation(route: .foundationStructures) { try decoder.decode(Schema.Structure.self, from: data) }
        )
        encoding.append(Operation(route: .foundationStructures) { try encoder.encode(structure) })

        return Plan(decoding: decoding, encoding: encoding, xmlByteCount: xmlByteCount, notes: check.notes)
    }
}

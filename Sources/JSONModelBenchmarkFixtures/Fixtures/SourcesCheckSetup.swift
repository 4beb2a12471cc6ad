import Foundation

/// The set-up checks of ``SourcesCheck``: each route must read the document as the JSON decode
/// does, compared by the schema's summary; a route that fails is noted and left out.
struct SourcesCheckSetup<Schema: SourcesFixtureSchema> {
    /// The document decoded from its JSON: the reference, and the input of every encode.
    let model: Schema.Model
    /// The reference's summary.
    let expected: FixtureSummary
    /// One line per route left out or difference found.
    private(set) var notes: [String] = []

    init(model: Schema.Model) {
        self.model = model
        self.expected = Schema.summary(of: model)
    }

    /// What a route whose summary differs from the reference's becomes.
    enum Difference {
        /// Left out of the timing: the route does not give the same models.
        case leavesOut
        /// Timed anyway, with a note: the route's input, not the route, holds other values
        /// (the dictionary is `JSONSerialization`'s reading of the JSON).
        case isNoted
    }

    /// Whether `decode` succeeds and, unless `difference` is `.isNoted`, gives the reference's
    /// summary; notes why not.
    ///
    /// - Parameters:
    ///   - label: The route, for the note.
    ///   - difference: Whether a different summary leaves the route out.
    ///   - decode: Decodes the document by that route.
    /// - Returns: Whether to time the route.
    mutating func passes(
        _ label: String,
        difference: Difference = .leavesOut,
        _ decode: () throws -> Schema.Model
    ) -> Bool {
        let decoded: Schema.Model
        do {
            decoded = try decode()
        } catch {
            notes.append("\(label) left out: \(error)")
            return false
        }
        let differences = expected.differences(from: Schema.summary(of: decoded))
        guard differences.isEmpty else {
            let outcome = difference == .leavesOut ? "left out" : "timed anyway"
            notes.append(
                "\(label) \(outcome): the summary differs from the JSON decode's: "
                    + differences.joined(separator: "; ")
            )
            return difference == .isNoted
        }
        return true
    }

    /// The models' XML, when it decodes back to the reference's summary; notes why not.
    mutating func xmlRoundTrip(_ sources: ModelSources<Schema.Model>) -> Data? {
        let xml: Data
        do {
            xml = try sources.encodeXML(model)
        } catch {
            notes.append("XML left out: the models cannot be written as XML: \(error)")
            return nil
        }
        return passes("XML (toXMLData → fromXMLData)", { try sources.decodeXML(xml) }) ? xml : nil
    }

    /// `JSONSerialization.jsonObject` of the JSON, when `fromDictionary` can read it; notes
    /// why not, and when the models differ from the JSON decode's.
    ///
    /// A difference is timed anyway: it comes from `JSONSerialization`, whose numbers can differ
    /// from the JSON text's (on Linux, long decimals are `NSDecimalNumber`s whose `doubleValue`
    /// is not correctly rounded), while the `toDictionary` → `fromDictionary` round trip is
    /// checked apart.
    mutating func foundationValue(_ sources: ModelSources<Schema.Model>, data: Data) -> Any? {
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: data)
        } catch {
            notes.append("dictionary left out: JSONSerialization failed: \(error)")
            return nil
        }
        return passes("fromDictionary", difference: .isNoted, { try sources.decodeFoundationValue(value) })
            ? value : nil
    }
}

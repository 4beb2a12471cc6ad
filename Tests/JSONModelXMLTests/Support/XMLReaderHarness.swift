import JSONModelKit
import Testing

@testable import JSONModelXML

/// What reading a whole document produced: every event up to the end or up to the error.
struct XMLReading: Sendable {
    /// The events returned before `nil` or before the error.
    var events: [XMLEvent]
    /// The location the reader reported right after returning each event.
    var locations: [XMLLocation]
    /// The error thrown, or `nil` when the reader reached the end of the document.
    var error: XMLSyntaxError?

    /// The events, or the error as a test failure (with its message and location).
    func requireEvents(sourceLocation: SourceLocation = #_sourceLocation) throws -> [XMLEvent] {
        if let error {
            Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
            throw error
        }
        return events
    }

    /// The error, or a test failure when the document was accepted.
    func requireError(sourceLocation: SourceLocation = #_sourceLocation) throws -> XMLSyntaxError {
        try #require(error, "the document was accepted with events \(events)", sourceLocation: sourceLocation)
    }
}

/// An XML document as raw bytes, with a readable label for parameterized test output.
struct XMLDocumentBytes: Sendable, CustomTestStringConvertible {
    let label: String
    let bytes: [UInt8]

    init(_ label: String, _ bytes: [UInt8]) {
        self.label = label
        self.bytes = bytes
    }

    /// A document given as text; the label is the text itself.
    init(_ text: String) {
        self.label = text
        self.bytes = Array(text.utf8)
    }

    var testDescription: String { label }
}

/// A cap on the events collected, so a reader that never ends fails a test instead of hanging.
private let eventLimit = 1_000_000

/// Reads `bytes` to the end (or to the first error) and returns what the reader produced.
func readXML(_ bytes: [UInt8], options: XMLReaderOptions = XMLReaderOptions()) -> XMLReading {
    bytes.withUnsafeBufferPointer { buffer in
        var reader = XMLReader(bytes: buffer, options: options)
        var reading = XMLReading(events: [], locations: [], error: nil)
        do throws(XMLSyntaxError) {
            while let event = try reader.next() {
                reading.events.append(event)
                reading.locations.append(reader.location)
                if reading.events.count >= eventLimit {
                    Issue.record("the reader returned more than \(eventLimit) events")
                    break
                }
            }
        } catch {
            reading.error = error
        }
        return reading
    }
}

/// Reads the UTF-8 encoding of `text` to the end (or to the first error).
func readXML(_ text: String, options: XMLReaderOptions = XMLReaderOptions()) -> XMLReading {
    readXML(Array(text.utf8), options: options)
}

/// Shorthands that keep expected event tables readable.
extension XMLEvent {
    /// A start tag with attributes given as name/value pairs (locations are not compared).
    static func start(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) -> XMLEvent {
        .startElement(
            name: name,
            attributes: attributes.map { XMLReaderAttribute(name: $0.key, value: $0.value, location: unknownLocation) }
        )
    }

    /// An end tag.
    static func end(_ name: String) -> XMLEvent {
        .endElement(name: name)
    }

    /// The event with every attribute location replaced by a placeholder, so event sequences can
    /// be compared without spelling out where each attribute is.
    var withoutAttributeLocations: XMLEvent {
        guard case .startElement(let name, let attributes) = self else { return self }
        let stripped = attributes.map { XMLReaderAttribute(name: $0.name, value: $0.value, location: unknownLocation) }
        return .startElement(name: name, attributes: stripped)
    }
}

/// The placeholder location used for attributes in expected events.
let unknownLocation = XMLLocation(line: 0, column: 0, byteOffset: -1)

extension XMLReading {
    /// The events with attribute locations replaced by a placeholder (see
    /// ``XMLEvent/withoutAttributeLocations``).
    func requireEventsIgnoringAttributeLocations(
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [XMLEvent] {
        try requireEvents(sourceLocation: sourceLocation).map(\.withoutAttributeLocations)
    }
}

/// SplitMix64: a tiny deterministic generator, so randomized tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value &>> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value &>> 31)
    }
}

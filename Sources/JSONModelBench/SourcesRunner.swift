import Foundation
import JSONModelBenchmarkFixtures

/// Runs `--sources`: every source and sink against JSON text and Foundation.
///
/// On the same models and data: JSON text against XML, Foundation dictionaries and the
/// `Codable` bridge, with `JSONDecoder` and `JSONEncoder` on structs as the baseline. Decodes
/// take turns with each other, and so do encodes.
struct SourcesRunner {
    var timer: InterleavedTimer

    /// The best seconds per call of each route on one fixture.
    private struct Measurement {
        var fixture: String
        var byteCount: Int
        var xmlByteCount: Int?
        var decoding: [SourcesCheck.Route: Double]
        var encoding: [SourcesCheck.Route: Double]
    }

    /// Measures each fixture and prints the tables, then the notes: the routes left out and
    /// the differences the set-up checks found.
    ///
    /// - Throws: The first error a timed operation or a JSON decode in the set-up throws.
    func run(_ fixtures: [Fixture]) throws {
        var measurements: [Measurement] = []
        var notes: [String] = []
        for fixture in fixtures {
            let name = fixture.name.rawValue
            printProgress("measuring \(name)")
            let plan = try SourcesCheck.prepare(fixture)
            for note in plan.notes {
                printProgress("note: \(name): \(note)")
                notes.append("\(name): \(note)")
            }
            let decoding = try timer.bestSecondsPerCall(plan.decoding.map(\.run))
            let encoding = try timer.bestSecondsPerCall(plan.encoding.map(\.run))
            measurements.append(
                Measurement(
                    fixture: name,
                    byteCount: fixture.data.count,
                    xmlByteCount: plan.xmlByteCount,
                    decoding: Dictionary(uniqueKeysWithValues: zip(plan.decoding.map(\.route), decoding)),
                    encoding: Dictionary(uniqueKeysWithValues: zip(plan.encoding.map(\.route), encoding))
                )
            )
        }
        print("### Decode\n\n" + Self.detailTable(measurements, \.decoding, name: \.decodingName).text)
        print("\n### Encode\n\n" + Self.detailTable(measurements, \.encoding, name: \.encodingName).text)
        print("\n### Ratios\n\n" + Self.ratioTable(measurements).text)
        print(
            """

            MB/s:           10^6 bytes of the fixture's JSON per second, for every route (the same data)
            vs JSON:        the route's speed as a fraction of JSON text's (fromJSONData, toJSONData)
            vs Foundation:  the route's speed / JSONDecoder's or JSONEncoder's on Codable structs
                            (above 1: faster than Foundation)
            arrays:         generated_medium and github_events are arrays of models: arrayFromJSONData,
                            arrayFromXMLData, arrayFromDictionaries, [Model].toXMLString() as UTF-8 data,
                            toDictionaries, and JSONDecoder/JSONEncoder on [Model]
            XML:            made once by the models' own toXMLData(), compact, and checked to decode to
                            the same summary (a fixture whose models cannot round-trip is run without it)
            dictionary:     JSONSerialization.jsonObject of the JSON, made once
            """
        )
        for note in notes { print("note: \(note)") }
    }

    private static func detailTable(
        _ measurements: [Measurement],
        _ times: KeyPath<Measurement, [SourcesCheck.Route: Double]>,
        name: KeyPath<SourcesCheck.Route, String>
    ) -> MarkdownTable {
        var table = MarkdownTable(
            header: ["fixture", "size", "call", "time", "MB/s", "vs JSON", "vs Foundation"],
            rightAligned: [1, 3, 4, 5, 6]
        )
        for measurement in measurements {
            let seconds = measurement[keyPath: times]
            for route in SourcesCheck.Route.allCases {
                guard let time = seconds[route] else { continue }
                table.append([
                    measurement.fixture,
                    ResultTable.formatSize(measurement.byteCount),
                    route[keyPath: name],
                    ResultTable.format(time * 1e3, decimals: 3) + " ms",
                    ResultTable.format(Double(measurement.byteCount) / time / 1e6, decimals: 1),
                    fraction(seconds[.jsonText], time),
                    speedup(seconds[.foundationStructures], time),
                ])
            }
        }
        return table
    }

    private static func ratioTable(_ measurements: [Measurement]) -> MarkdownTable {
        var table = MarkdownTable(
            header: [
                "fixture", "JSON", "XML", "XML decode / JSON decode", "XML encode / JSON encode",
                "fromDictionary vs JSONDecoder", "JSONSerialization + fromDictionary vs JSONDecoder",
                "Codable bridge decode vs JSONDecoder", "toDictionary vs JSONEncoder",
                "Codable bridge encode vs JSONEncoder",
            ],
            rightAligned: Set(1...9)
        )
        for measurement in measurements {
            let decoding = measurement.decoding
            let encoding = measurement.encoding
            let decoder = decoding[.foundationStructures]
            let encoder = encoding[.foundationStructures]
            table.append([
                measurement.fixture,
                ResultTable.formatSize(measurement.byteCount),
                measurement.xmlByteCount.map(ResultTable.formatSize) ?? "-",
                fraction(decoding[.jsonText], decoding[.xml]),
                fraction(encoding[.jsonText], encoding[.xml]),
                speedup(decoder, decoding[.dictionary]),
                speedup(decoder, decoding[.serializationThenDictionary]),
                speedup(decoder, decoding[.codableBridge]),
                speedup(encoder, encoding[.dictionary]),
                speedup(encoder, encoding[.codableBridge]),
            ])
        }
        return table
    }

    /// `reference / time` as a plain fraction (`0.45`): the speed relative to the reference's.
    private static func fraction(_ reference: Double?, _ time: Double?) -> String {
        guard let reference, let time else { return "-" }
        return ResultTable.format(reference / time, decimals: 2)
    }

    /// `reference / time` as a speed-up (`3.10x`).
    private static func speedup(_ reference: Double?, _ time: Double?) -> String {
        guard let reference, let time else { return "-" }
        return ResultTable.format(reference / time, decimals: 2) + "x"
    }
}

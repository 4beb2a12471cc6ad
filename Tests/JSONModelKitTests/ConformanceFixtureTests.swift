import Foundation
import Testing

@testable import JSONModelKit

/// RFC 8259 conformance from checked-in fixture files.
///
/// `Fixtures/JSON/accept` holds documents that must parse, `Fixtures/JSON/reject` documents
/// that must fail with a located error. Each file holds one document, byte for byte, and is
/// named after what it tests.
///
/// The files are read through `#filePath` rather than bundled as resources, so the package
/// manifest only excludes the folder. To add a case, drop a file into the right folder.
@Suite struct ConformanceFixtureTests {
    // MARK: - The fixture files

    @Test func fixtureFoldersAreFound() {
        // Guards against a moved folder silently turning the parameterized tests into no tests.
        #expect(ConformanceFixtures.acceptNames.count >= 60, "\(ConformanceFixtures.folder.path)")
        #expect(ConformanceFixtures.rejectNames.count >= 120, "\(ConformanceFixtures.folder.path)")
    }

    @Test(arguments: ConformanceFixtures.acceptNames)
    func acceptedFixtureParsesAndValidates(name: String) throws {
        let data = try ConformanceFixtures.data(.accept, name)
        _ = try JSONValue(parsing: data)
        try JSONValue.validate(data)
        // The reference grammar agrees, so the fixture itself is right.
        #expect(ReferenceJSONGrammar.accepts(Array(data)))
    }

    @Test(arguments: ConformanceFixtures.rejectNames)
    func rejectedFixtureFailsWithALocatedError(name: String) throws {
        let data = try ConformanceFixtures.data(.reject, name)
        let expectedCode: JSONModelError.Code = name.hasPrefix("depth_") ? .tooDeeplyNested : .syntaxError
        #expect(!ReferenceJSONGrammar.accepts(Array(data)), "the fixture itself is valid JSON")

        let parseError = try #require(throws: JSONModelError.self) {
            try JSONValue(parsing: data)
        }
        #expect(parseError.code == expectedCode, "\(parseError)")
        let byteOffset = try #require(parseError.byteOffset)
        let line = try #require(parseError.line)
        let column = try #require(parseError.column)
        #expect((0...data.count).contains(byteOffset), "byte offset \(byteOffset) of \(data.count)")
        #expect(line == 1 + data.prefix(byteOffset).filter { $0 == UInt8(ascii: "\n") }.count)
        #expect(column >= 1)

        // Validation is the same reader: the same code at the same place.
        let validateError = try #require(throws: JSONModelError.self) {
            try JSONValue.validate(data)
        }
        #expect(validateError.code == expectedCode)
        #expect(validateError.byteOffset == byteOffset)
    }

    // MARK: - Truncation

    /// Every proper prefix of a valid document, the empty one included, is a syntax error,
    /// except the prefixes the grammar itself accepts (`12` of `123`, a value without its
    /// trailing whitespace).
    @Test(arguments: ConformanceFixtures.acceptNames)
    func everyTruncationOfAnAcceptedFixtureIsASyntaxError(name: String) throws {
        let bytes = Array(try ConformanceFixtures.data(.accept, name))
        var failures: [String] = []
        for length in 0..<bytes.count {
            let prefix = Data(bytes[0..<length])
            let isValidPrefix = ReferenceJSONGrammar.accepts(Array(prefix))
            do throws(JSONModelError) {
                try JSONValue.validate(prefix)
                if !isValidPrefix { failures.append("\(length) bytes: accepted") }
            } catch {
                if isValidPrefix {
                    failures.append("\(length) bytes: valid prefix rejected: \(error)")
                } else if error.code != .syntaxError {
                    failures.append("\(length) bytes: \(error.code), not syntaxError")
                } else if let offset = error.byteOffset, offset > length {
                    failures.append("\(length) bytes: byte offset \(offset) past the end")
                } else if error.byteOffset == nil || error.line == nil || error.column == nil {
                    failures.append("\(length) bytes: no location")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func truncatedNumbersThatAreStillNumbersAreAccepted() {
        // The reference grammar's answer for the truncation test, checked by hand once.
        #expect(ReferenceJSONGrammar.accepts(Array("12".utf8)))
        #expect(ReferenceJSONGrammar.accepts(Array("-1.5E-".utf8)) == false)
        #expect(ReferenceJSONGrammar.accepts(Array("-1.5".utf8)))
        #expect(ReferenceJSONGrammar.accepts(Array("1e99".utf8)))
        #expect(ReferenceJSONGrammar.accepts(Array(" \t\r\n42 \n".utf8)))
        #expect(ReferenceJSONGrammar.accepts(Array("\u{FEFF}".utf8)) == false)
    }
}

/// Finds and reads the conformance fixture files next to this source file.
enum ConformanceFixtures {
    enum Kind: String {
        case accept
        case reject
    }

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/JSON")

    static let acceptNames = names(.accept)
    static let rejectNames = names(.reject)

    /// The fixture file names of one kind, sorted (empty if the folder is missing; a test checks).
    static func names(_ kind: Kind) -> [String] {
        let url = folder.appendingPathComponent(kind.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The exact bytes of one fixture.
    static func data(_ kind: Kind, _ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(kind.rawValue).appendingPathComponent(name))
    }
}

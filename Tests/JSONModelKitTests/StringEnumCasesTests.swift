import Testing

@testable import JSONModelKit

private enum SECompass: String { case north, south, east, west }

private enum SEMirrored: String {
    case left, right

    init?(rawValue: String) {
        switch rawValue {
        case "left": self = .right
        case "right": self = .left
        default: return nil
        }
    }
}

private struct SEToken: RawRepresentable {
    var rawValue: String
}

/// Which enums get a table of cases by raw value, and what it finds.
@Suite("StringEnumCases")
struct StringEnumCasesTableTests {
    @Test func findsEachCaseByTheBytesOfItsRawValue() throws {
        let cases = try #require(StringEnumCases(of: SECompass.self))
        // An escaped raw value is left to `init(rawValue:)`, as is a string that is no case.
        let found = try Array(#"["west","north","up","e\u0061st"]"#.utf8).withUnsafeBufferPointer { buffer in
            let tape = try JSONReader.parse(buffer, maxDepth: 8)
            let context = DecodingContext(tape: tape, options: JSONModel.DecodingOptions())
            return (1...4).map { index in cases.caseNumber(ofStringAt: index, in: context).map { cases[$0] } }
        }
        #expect(found == [.west, .north, nil, nil])
    }

    @Test func noTableWhenInitMapsARawValueToAnotherCaseOrTheCasesAreUnknown() {
        #expect(StringEnumCases(of: SEMirrored.self) == nil)
        #expect(StringEnumCases(of: SEToken.self) == nil)
    }
}

import Foundation
import Testing

@testable import JSONModelKit

/// `Decimal` values in dictionaries become number literals of their exact value, written from
/// the significand and exponent (or from `description` for significands beyond 19 digits).
@Suite struct FoundationDecimalLiteralTests {
    static let decimals: [String] = [
        "0", "1.5", "-65.613616999999977", "0.000001234", "1e-100", "-1e-128", "123e100", "-1e127",
        "9999999999999999999", "10000000000000000000", "12345678901234567890123", "-0.5", "100",
        "0.1", "3.14159265358979323846", "42.000",
    ]

    @Test(arguments: decimals)
    func literalHasTheExactValue(_ text: String) throws {
        let decimal = try #require(Decimal(string: text, locale: nil))
        for value in [decimal as Any, NSDecimalNumber(decimal: decimal) as Any] {
            let tape = try FoundationValueConversion.tape(from: value, options: JSONModel.DecodingOptions())
            let literal = tape.numberText(at: 0)
            #expect(Decimal(string: literal, locale: nil) == decimal, "\(text) -> \(literal)")
            #expect(!literal.contains("e") && !literal.contains("E"), "\(literal)")
            var copy = literal
            #expect(copy.withUTF8 { JSONNumberGrammar.literalIsInteger($0) } != nil, "\(literal)")
            #expect(tape.entries[0].flag == !literal.contains("."), "\(literal)")
        }
    }

    @Test func literalsFromJSONSerializationDecodeAsTheirDoubles() throws {
        let text = "[-65.613616999999977, 0.30000000000000004, 123456789012345678]"
        let array = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any])
        let values = try JSONModelCoder().decodeValue([Double].self, fromJSONString: text)
        let tape = try FoundationValueConversion.tape(from: array, options: JSONModel.DecodingOptions())
        var child = 1
        for value in values {
            #expect(Double(tape.numberText(at: child)) == value)
            child = tape.index(after: child)
        }
    }
}

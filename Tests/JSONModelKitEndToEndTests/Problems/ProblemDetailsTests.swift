import Foundation
import JSONModelKit
import Testing

/// `ProblemDetails`, the RFC 9457 body every server integration answers a bad request with.
@Suite struct ProblemDetailsTests {
    final class Order: JSONModel {
        var id = 0
        var customer = ""
        var quantities: [Int] = []

        override class var constraints: [String: [Constraint]] {
            ["customer": [.length(1...20)], "quantities": [.each(.range(1...99))]]
        }
    }

    final class Broken: JSONModel {
        var callback: () -> Void = {}
    }

    private static let options = JSONModel.DecodingOptions.requestBodies

    private func problem<Model: JSONModel>(_ type: Model.Type, _ body: String) throws -> ProblemDetails {
        let error = try #require(throws: JSONModelError.self) {
            _ = try Model.fromJSONString(body, options: Self.options)
        }
        return ProblemDetails(decoding: error)
    }

    @Test func aSyntaxErrorIsABadRequestWithItsLocation() throws {
        let problem = try problem(Order.self, "{\n  \"id\": 1,\n  \"customer\": }")
        #expect(problem.statusCode == 400)
        #expect(problem.title == "Bad Request")
        #expect(problem.detail == "The request body is not valid JSON.")
        let entry = try #require(problem.errors.first)
        #expect(problem.errors.count == 1)
        #expect(entry.code == "syntaxError")
        #expect(entry.line == 3)
        #expect(entry.column == 15)
    }

    @Test func everyContentErrorIsAnEntryOfOneUnprocessableContent() throws {
        let problem = try problem(Order.self, #"{"id": "7", "customer": "", "quantities": [5, 100]}"#)
        #expect(problem.statusCode == 422)
        #expect(problem.title == "Unprocessable Content")
        #expect(problem.detail == "The request body has 3 errors.")
        #expect(problem.errors.map(\.path) == ["id", "customer", "quantities[1]"])
        #expect(problem.errors.map(\.code) == ["typeMismatch", "constraintViolated", "constraintViolated"])
        #expect(problem.errors.map(\.constraint) == [nil, "minLength", "maximum"])
        #expect(problem.errors.allSatisfy { $0.line == 1 && $0.column != nil })
    }

    @Test func membersWithoutAValueAreLeftOut() throws {
        let problem = try problem(Order.self, #"{"customer": "Ann", "quantities": []}"#)
        #expect(problem.detail == "The request body has 1 error.")
        #expect(problem.errors.map(\.path) == ["id"])
        #expect(problem.errors.map(\.code) == ["keyNotFound"])
        #expect(problem.errors.map(\.constraint) == [nil])
        let text = try problem.toJSONString(options: JSONModel.EncodingOptions(prettyPrinted: false))
        #expect(!text.contains("null"), "members without a value are left out: \(text)")
    }

    @Test func moreErrorsThanTheDecoderListsAreSaid() throws {
        let quantities = Array(repeating: "0", count: 150).joined(separator: ",")
        let problem = try problem(Order.self, #"{"id": 1, "customer": "Ann", "quantities": [\#(quantities)]}"#)
        #expect(problem.statusCode == 422)
        #expect(problem.errors.count == 100)
        #expect(problem.detail == "The request body has more than 100 errors; the first 100 are listed.")
    }

    @Test func aBrokenDeclarationIsAServerErrorThatNamesNothing() throws {
        let problem = try problem(Broken.self, "{}")
        #expect(problem.statusCode == 500)
        #expect(problem.title == "Internal Server Error")
        #expect(problem.errors.isEmpty)
        #expect(problem.detail == nil)
        let text = String(decoding: problem.responseBody(), as: UTF8.self)
        #expect(!text.contains("Broken"))
        #expect(!text.contains("callback"))
    }

    @Test func aTooLargeBodyIsA413() {
        let problem = ProblemDetails.contentTooLarge(limit: 16_384)
        #expect(problem.statusCode == 413)
        #expect(problem.title == "Content Too Large")
        #expect(problem.detail == "The request body is larger than the 16384 bytes this endpoint accepts.")
    }

    @Test func theBodyRoundTripsThroughJSONModelKit() throws {
        let problem = try problem(Order.self, #"{"id": true, "customer": "Ann", "quantities": []}"#)
        let body = problem.responseBody()
        let text = String(decoding: body, as: UTF8.self)
        #expect(text.hasPrefix(#"{"type":"about:blank","title":"Unprocessable Content","status":422,"#))
        #expect(!text.contains("\n"))
        #expect(try ProblemDetails.fromJSONData(Data(body)) == problem)
        #expect(ProblemDetails.mediaType == "application/problem+json")
    }

    @Test func aClientReadsAProblemWrittenByAnotherServer() throws {
        let body = """
            {"type": "https://example.com/out-of-stock", "title": "Out of stock", "status": 409,
             "detail": "Item 12 is sold out.", "instance": "/orders/7"}
            """
        let problem = try ProblemDetails.fromJSONString(body)
        #expect(problem.statusCode == 409)
        #expect(problem.type == "https://example.com/out-of-stock")
        #expect(problem.errors.isEmpty)
        #expect(try ProblemDetails.fromJSONString(#"{"status": 503}"#).title == "")
    }

    @Test func handlersMakeTheirOwn() {
        let problem = ProblemDetails(statusCode: 404, detail: "No todo has the id 7.")
        #expect(problem.title == "Not Found")
        #expect(problem.type == "about:blank")
        #expect(ProblemDetails(statusCode: 299).title == "")
        #expect(ProblemDetails(statusCode: 409, title: "Taken").title == "Taken")
    }

    @Test func reasonPhrasesAreRFC9110s() {
        #expect(ProblemDetails.reasonPhrase(forStatusCode: 413) == "Content Too Large")
        #expect(ProblemDetails.reasonPhrase(forStatusCode: 422) == "Unprocessable Content")
        #expect(ProblemDetails.reasonPhrase(forStatusCode: 405) == "Method Not Allowed")
        #expect(ProblemDetails.reasonPhrase(forStatusCode: 799) == "")
    }

    @Test func requestBodyOptionsBoundWhatOneRequestCanCost() {
        let options = JSONModel.DecodingOptions.requestBodies
        #expect(options.collectAllErrors)
        #expect(options.maxCollectedErrors == 100)
        #expect(options.maxInputSize == 2_097_152)
        #expect(options.maxStringLength == 262_144)
        #expect(options.maxCollectionCount == 10_000)
    }
}

/// Foundation's `DecodingError`s as JSONModelKit errors, for types a server decodes with `JSONDecoder`.
@Suite struct DecodingErrorConversionTests {
    struct Signup: Codable {
        var name: String
        var age: Int
        var tags: [String]
    }

    private func converted(_ body: String) throws -> JSONModelError {
        let error = try #require(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(Signup.self, from: Data(body.utf8))
        }
        return JSONModelError(decodingError: error)
    }

    @Test func aMissingKey() throws {
        let error = try converted(#"{"name": "Ann", "tags": []}"#)
        #expect(error.code == .keyNotFound)
        #expect(error.path == "age")
        #expect(error.message == #"missing required key "age""#)
    }

    @Test func aWrongTypeInsideAnArray() throws {
        let error = try converted(#"{"name": "Ann", "age": 3, "tags": ["a", 5]}"#)
        #expect(error.code == .typeMismatch)
        #expect(error.path == "tags[1]")
        #expect(error.message == "expected String")
    }

    @Test func aNull() throws {
        let error = try converted(#"{"name": null, "age": 3, "tags": []}"#)
        #expect(error.code == .typeMismatch)
        #expect(error.message == "expected String, found null")
    }

    @Test func textThatIsNotJSONIsASyntaxErrorAndSoA400() throws {
        let error = try converted("{nope")
        #expect(error.code == .syntaxError)
        #expect(ProblemDetails(decoding: error).statusCode == 400)
        #expect(!error.message.contains("CodingKeys"))
    }
}

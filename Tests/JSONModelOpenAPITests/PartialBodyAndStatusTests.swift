import Foundation
import JSONModelKit
import JSONModelOpenAPI
import Testing

/// `PATCH` bodies that hold only the members to change (`partialRequestBody:`), and operations
/// with more than one success status (`additionalStatuses:`).
@Suite struct PartialBodyAndStatusTests {
    static func patchDocument() -> OpenAPIDocument {
        var document = OpenAPIDocument(title: "Todos", version: "1.0.0")
        document.addOperation(.post, "/todos", requestBody: Todo.self, response: Todo.self, status: 201)
        document.addOperation(
            .patch,
            "/todos/:id",
            parameters: [.path("id", Int.self)],
            requestBody: Todo.self,
            response: Todo.self,
            partialRequestBody: true
        )
        return document
    }

    @Test func aPartialBodyIsThePatchComponentWithNothingRequired() throws {
        let document = try Self.patchDocument().jsonValue()
        let schemas = try #require(document["components"]?["schemas"])
        let input = try #require(schemas["Todo-Input"])
        let patch = try #require(schemas["Todo-Patch"])
        #expect(input["required"] == ["title"])
        #expect(patch["required"] == nil)
        #expect(patch["properties"] == input["properties"])
        #expect(patch["type"] == "object")
        let patchBody = document["paths"]?["/todos/{id}"]?["patch"]?["requestBody"]?["content"]?["application/json"]
        #expect(patchBody?["schema"] == ["$ref": "#/components/schemas/Todo-Patch"])
        // The POST still takes the whole model.
        let postBody = document["paths"]?["/todos"]?["post"]?["requestBody"]?["content"]?["application/json"]
        #expect(postBody?["schema"] == ["$ref": "#/components/schemas/Todo-Input"])
        #expect(schemas["Contact"] != nil, "the patch's references point at the components that exist")
    }

    @Test func aModelOnlyPatchedHasItsInputAndItsPatch() throws {
        var document = OpenAPIDocument(title: "Contacts", version: "1")
        document.addOperation(.patch, "/me", requestBody: Contact.self, partialRequestBody: true)
        let schemas = try #require(try document.jsonValue()["components"]?["schemas"]?.objectValue)
        #expect(
            schemas.keys.sorted().filter { !["Entry", "ProblemDetails"].contains($0) } == ["Contact", "Contact-Patch"]
        )
        #expect(schemas["Contact"]?["required"] == ["name", "email"])
        #expect(schemas["Contact-Patch"]?["required"] == nil)
    }

    @Test("what update(fromJSONData:) accepts validates against the patch component, and what it rejects does not")
    func partialBodiesAgreeWithUpdate() throws {
        let accepted = [
            #"{}"#, #"{"completed": true}"#, #"{"title": "Buy milk", "tags": ["a"]}"#, #"{"completed": 1}"#,
        ]
        let rejected = [#"{"title": 5}"#, #"{"title": ""}"#, #"{"tags": ["a", "a"]}"#, #"{"completed": "yes"}"#, "[]"]
        for body in accepted {
            #expect(throws: Never.self, "\(body)") { try Todo().update(fromJSONString: body) }
        }
        for body in rejected {
            #expect(throws: JSONModelError.self, "\(body)") { try Todo().update(fromJSONString: body) }
        }
        let examples = (accepted + rejected).map { (component: "Todo-Patch", instance: $0) }
        let result = try #require(
            try OpenAPIValidator.validate([.init(document: Self.patchDocument().jsonValue(), examples: examples)]).first
        )
        #expect(result.documentError == nil)
        for (body, error) in zip(accepted, result.exampleErrors) {
            #expect(error == nil, "Todo-Patch rejects \(body): \(error ?? "")")
        }
        for (body, error) in zip(rejected, result.exampleErrors.dropFirst(accepted.count)) {
            #expect(error != nil, "Todo-Patch accepts \(body)")
        }
    }

    @Test func additionalStatusesDocumentTheSameResponse() throws {
        var document = OpenAPIDocument(title: "Todos", version: "1")
        document.addOperation(
            .post,
            "/todos",
            parameters: [.query("dry_run", Bool.self)],
            requestBody: Todo.self,
            response: Todo.self,
            status: 201,
            additionalStatuses: [200]
        )
        let operation = try #require(document.operations.first)
        #expect(operation.status == 201)
        #expect(operation.additionalStatuses == [200])
        let responses = try #require(try document.jsonValue()["paths"]?["/todos"]?["post"]?["responses"])
        #expect(responses.objectValue?.keys.sorted() == ["200", "201", "400", "413", "422"])
        #expect(responses["200"]?["description"] == "OK")
        #expect(responses["201"]?["description"] == "Created")
        #expect(responses["200"]?["content"] == responses["201"]?["content"])
        #expect(
            responses["200"]?["content"]?["application/json"]?["schema"] == ["$ref": "#/components/schemas/Todo-Output"]
        )
    }

    /// Documents that contradict themselves, with the end of the message each gives.
    static func contradictions() -> [(message: String, document: OpenAPIDocument)] {
        func document(_ add: (inout OpenAPIDocument) -> Void) -> OpenAPIDocument {
            var document = OpenAPIDocument(title: "Todos", version: "1")
            add(&document)
            return document
        }
        return [
            (
                "partialRequestBody needs a request body",
                document { $0.addOperation(.patch, "/todos/{id}", response: Todo.self, partialRequestBody: true) }
            ),
            (
                "partialRequestBody needs a model or a struct as the request body, not Array<Todo>",
                document { $0.addOperation(.patch, "/todos/{id}", requestBody: [Todo].self, partialRequestBody: true) }
            ),
            (
                "the success status 201 is also among additionalStatuses",
                document {
                    $0.addOperation(.post, "/todos/{id}", response: Todo.self, status: 201, additionalStatuses: [201])
                }
            ),
            (
                "the success status 404 is not in 200...399; list problem statuses in problems:",
                document { $0.addOperation(.post, "/todos/{id}", response: Todo.self, additionalStatuses: [404]) }
            ),
            (
                "a 204 response has no content, but the operation has a response type (Todo)",
                document { $0.addOperation(.post, "/todos/{id}", response: Todo.self, additionalStatuses: [204]) }
            ),
        ]
    }

    @Test func contradictionsAreReportedWhenWriting() throws {
        for (message, document) in Self.contradictions() {
            let error = try #require(throws: JSONModelError.self) { try document.jsonValue() }
            #expect(error.code == .schemaError)
            #expect(
                error.message == "POST /todos/{id}: " + message || error.message == "PATCH /todos/{id}: " + message,
                "\(error.message)"
            )
        }
    }
}

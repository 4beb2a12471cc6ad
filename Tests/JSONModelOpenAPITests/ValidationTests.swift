import Foundation
import JSONModelKit
import JSONModelOpenAPI
import Testing

/// The documents, checked by outside tools: `openapi-spec-validator` says each is a valid
/// OpenAPI 3.1 document, and `jsonschema` says example bodies validate against their components
/// exactly when JSONModelKit accepts them (or wrote them).
@Suite(
    "OpenAPI documents against real validators",
    .enabled(if: OpenAPIValidator.pythonIsAvailable, OpenAPIValidator.skipReason)
)
struct ValidationTests {
    /// A document with every feature: each test model, parameters of several types, problems,
    /// tags, given and derived names.
    static func everythingDocument() -> OpenAPIDocument {
        var document = IssueExampleTests.issueDocument()
        document.description = "Every feature of JSONModelOpenAPI."
        document.addOperation(
            .patch,
            "/todos/:id",
            summary: "Change a todo",
            tags: ["todos"],
            parameters: [.path("id", Int.self, description: "The todo's id.")],
            requestBody: Todo.self,
            response: Todo.self,
            partialRequestBody: true,
            problems: [409]
        )
        document.addOperation(
            .get,
            "/search",
            operationID: "search",
            parameters: [
                .query("text", required: true), .query("priority", TodoPriority?.self), .query("limit", UInt8.self),
                .query("tags", [String].self),
            ],
            response: [String: [Todo]].self
        )
        document.addOperation(.put, "/lists/{name}", requestBody: TodoList.self, response: TodoList.self)
        document.addOperation(
            .post,
            "/orders",
            requestBody: Order.self,
            response: Order.self,
            status: 201,
            additionalStatuses: [200]
        )
        document.addOperation(.post, "/trees", requestBody: Node.self, response: [Node].self)
        document.addOperation(.get, "/friends/{id}", parameters: [.path("id", UUID.self)], response: Friend.self)
        document.addOperation(.post, "/points", requestBody: Set<Double>.self, response: Point.self)
        document.addOperation(.post, "/sign-ups", requestBody: SignUp.self, status: 202)
        document.addOperation(.head, "/health")
        return document
    }

    @Test("every document is a valid OpenAPI 3.1 document, and a broken one is not")
    func documentsAreValid() throws {
        var closed = Self.everythingDocument()
        closed.coder = JSONModelCoder(
            decodingOptions: JSONModel.DecodingOptions(unknownKeys: .reject),
            keyStyle: .unchanged,
            dateStrategy: .millisecondsSince1970
        )
        let documents = [
            try IssueExampleTests.issueDocument().jsonValue(), try Self.everythingDocument().jsonValue(),
            try closed.jsonValue(), try OpenAPIDocument(title: "Empty", version: "0").jsonValue(),
        ]
        // A response without its required description.
        var broken = try IssueExampleTests.issueDocument().jsonString()
        broken = broken.replacingOccurrences(of: #""description":"No Content""#, with: #""summary":"No Content""#)
        let results = try OpenAPIValidator.validate(
            (documents + [try JSONValue(parsing: broken)]).map { .init(document: $0) }
        )
        for (document, result) in zip(documents, results) {
            #expect(
                result.documentError == nil,
                "\(result.documentError ?? "")\n\(document.jsonString(prettyPrinted: true))"
            )
        }
        #expect(
            results.last?.documentError?.contains("description") == true,
            "\(results.last?.documentError ?? "valid")"
        )
    }

    /// Bodies a server built on JSONModelKit accepts, each with the component that must accept
    /// it.
    static var acceptedBodies: [(type: any DecodableModel.Type, component: String, body: String)] {
        [
            (Todo.self, "Todo-Input", #"{"title": "Buy milk"}"#),
            (
                Todo.self, "Todo-Input",
                #"{"id": null, "title": "Buy milk", "completed": 1, "priority": "high", "tags": ["home", "shop"],"#
                    + #" "due_date": "2024-05-01T12:00:00Z", "assignee": {"name": "Ann", "email": "ann@example.org"}}"#
            ),
            (Todo.self, "Todo-Input", #"{"title": "Call", "completed": null, "extra": {"kept": false}}"#),
            (TodoList.self, "TodoList-Input", #"{"name": "Home", "todos": [{"title": "Buy milk", "completed": 0}]}"#),
            (Node.self, "Node", #"{"name": "root", "children": [{"name": "leaf", "children": []}]}"#),
            (Order.self, "Order", #"{"bought": [{"sku": "A1", "price": 2.5}], "stored": {"shelf": 3}}"#),
            (SignUp.self, "SignUp", #"{"username": "ann_1", "age": 30, "price": 9.99, "scores": {"a": 1}}"#),
        ]
    }

    /// Bodies JSONModelKit rejects, each with the component that must reject it.
    static var rejectedBodies: [(type: any DecodableModel.Type, component: String, body: String)] {
        [
            (Todo.self, "Todo-Input", #"{}"#),
            (Todo.self, "Todo-Input", #"{"title": 5}"#),
            (Todo.self, "Todo-Input", #"{"title": ""}"#),
            (Todo.self, "Todo-Input", #"{"title": "Tags", "tags": ["home", "home"]}"#),
            (Todo.self, "Todo-Input", #"{"title": "Late", "priority": "urgent"}"#),
            (Todo.self, "Todo-Input", #"{"title": "Who", "assignee": {"name": "Ann"}}"#),
            (TodoList.self, "TodoList-Input", #"{"name": "Home", "todos": [{"title": "Buy milk", "completed": 2}]}"#),
            (Node.self, "Node", #"{"name": "root", "children": [{"name": 1, "children": []}]}"#),
            (SignUp.self, "SignUp", #"{"username": "Ann!", "age": 30, "price": 9.99, "scores": {}}"#),
            (SignUp.self, "SignUp", #"{"username": "ann", "age": 12, "price": 9.99, "scores": {}}"#),
            (SignUp.self, "SignUp", #"{"username": "ann", "age": 30, "price": 0, "scores": {}}"#),
        ]
    }

    @Test("request bodies validate against the input components exactly when JSONModelKit decodes them")
    func requestBodiesAgreeWithTheDecoder() throws {
        for (type, _, body) in Self.acceptedBodies {
            #expect(throws: Never.self, "\(body)") { _ = try type.decodeAny(fromJSONString: body) }
        }
        for (type, _, body) in Self.rejectedBodies {
            #expect(throws: JSONModelError.self, "\(body)") { _ = try type.decodeAny(fromJSONString: body) }
        }
        let examples = (Self.acceptedBodies + Self.rejectedBodies).map { (component: $0.component, instance: $0.body) }
        let result = try #require(
            try OpenAPIValidator.validate([.init(document: Self.everythingDocument().jsonValue(), examples: examples)])
                .first
        )
        #expect(result.documentError == nil)
        for (example, error) in zip(Self.acceptedBodies, result.exampleErrors) {
            #expect(error == nil, "\(example.component) rejects \(example.body): \(error ?? "")")
        }
        for (example, error) in zip(Self.rejectedBodies, result.exampleErrors.dropFirst(Self.acceptedBodies.count)) {
            #expect(error != nil, "\(example.component) accepts \(example.body)")
        }
    }

    @Test("what JSONModelKit writes validates against the output components, and the problem too")
    func responsesAgreeWithTheEncoder() throws {
        let todo = try Todo.fromJSONString(
            #"{"id": 7, "title": "Buy milk", "completed": 1, "tags": ["home"], "assignee": {"name": "Ann", "email": "a@b.c"}}"#
        )
        let list = TodoList()
        list.name = "Home"
        let second = Todo()
        second.title = "Call Bo"
        list.todos = [todo, second]
        let tree = try Node.fromJSONString(#"{"name": "root", "children": [{"name": "leaf", "children": []}]}"#)
        let friend = try Friend.fromJSONString(#"{"name": "Ann", "friend": {"name": "Bo"}}"#)
        let problem = ProblemDetails(
            statusCode: 422,
            detail: "The request body has 2 errors.",
            errors: [
                ProblemDetails.Entry(
                    path: "title",
                    code: "typeMismatch",
                    message: "expected String",
                    line: 1,
                    column: 11
                ),
                ProblemDetails.Entry(
                    path: "tags",
                    code: "constraintViolated",
                    message: "too many",
                    constraint: "maxItems"
                ),
            ]
        )
        let written: [(component: String, instance: String)] = [
            ("Todo-Output", try todo.toJSONString()), ("TodoList-Output", try list.toJSONString()),
            ("Node", try tree.toJSONString()), ("Friend", try friend.toJSONString()),
            ("Point", try Point(x: 1.5, y: -2).toJSONString()),
            ("ProblemDetails", String(decoding: problem.responseBody(), as: UTF8.self)),
            (
                "ProblemDetails",
                String(decoding: ProblemDetails.contentTooLarge(limit: 16).responseBody(), as: UTF8.self)
            ),
        ]
        // The encoder never writes 1 for a Bool: the output side is stricter than the input.
        let notWritten: [(component: String, instance: String)] = [
            ("Todo-Output", #"{"title": "Buy milk", "completed": 1}"#),
            ("ProblemDetails", #"{"type": "about:blank", "title": "Bad Request", "status": "400"}"#),
        ]
        let result = try #require(
            try OpenAPIValidator.validate([
                .init(document: Self.everythingDocument().jsonValue(), examples: written + notWritten)
            ]).first
        )
        for (example, error) in zip(written, result.exampleErrors) {
            #expect(error == nil, "\(example.component) rejects \(example.instance): \(error ?? "")")
        }
        for (example, error) in zip(notWritten, result.exampleErrors.dropFirst(written.count)) {
            #expect(error != nil, "\(example.component) accepts \(example.instance)")
        }
    }
}

/// A model type whose value can be decoded without knowing the type statically.
protocol DecodableModel {
    /// Decodes a value of this type from JSON text.
    static func decodeAny(fromJSONString text: String) throws -> Any
}

extension JSONModel: DecodableModel {
    static func decodeAny(fromJSONString text: String) throws -> Any {
        try fromJSONString(text)
    }
}

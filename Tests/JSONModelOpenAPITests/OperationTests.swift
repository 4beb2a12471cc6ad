import JSONModelKit
import JSONModelOpenAPI
import Testing

/// Paths and their parameters, route syntax, operation names, statuses and problem responses.
@Suite struct OperationTests {
    /// The operation object of `method` on `path`.
    static func operation(_ method: String, _ path: String, in document: OpenAPIDocument) throws -> JSONValue {
        try #require(try document.jsonValue()["paths"]?[path]?[method])
    }

    @Test func aTypedPathParameterHasItsTypesSchema() throws {
        var document = OpenAPIDocument(title: "Test", version: "1")
        document.addOperation(
            .get,
            "/todos/{id}",
            parameters: [.path("id", Int.self, description: "The todo's id.")],
            response: Todo.self
        )
        let get = try Self.operation("get", "/todos/{id}", in: document)
        #expect(
            get["parameters"]
                == [
                    [
                        "name": "id", "in": "path", "required": true, "description": "The todo's id.",
                        "schema": [
                            "type": "integer", "minimum": .number(JSONNumber(Int.min)),
                            "maximum": .number(JSONNumber(Int.max)),
                        ],
                    ]
                ]
        )
        // Not found, and an id that is not an integer.
        #expect(get["responses"]?.objectValue?.keys.sorted() == ["200", "400", "404"])
    }

    @Test func routeSyntaxIsWrittenAsATemplate() throws {
        var document = OpenAPIDocument(title: "Test", version: "1")
        document.addOperation(
            .get,
            "/users/:userID/todos/:id",
            parameters: [.path("id", Int.self)],
            response: Todo.self
        )
        document.addOperation(.get, "/files/{name}.json", response: Contact.self)
        #expect(document.operations.map(\.path) == ["/users/{userID}/todos/{id}", "/files/{name}.json"])
        let get = try Self.operation("get", "/users/{userID}/todos/{id}", in: document)
        let parameters = try #require(get["parameters"]?.arrayValue)
        #expect(parameters.map { $0["name"] } == ["userID", "id"])
        #expect(parameters[0]["schema"] == ["type": "string"])
        #expect(parameters[1]["schema"]?["type"] == "integer")
        #expect(get["operationId"] == "getUsersByUserIDTodosById")
        let file = try Self.operation("get", "/files/{name}.json", in: document)
        #expect(file["parameters"]?[0]?["name"] == "name")
        #expect(file["operationId"] == "getFilesByNameJson")
        // Untyped string parameters: not found, but nothing to parse.
        #expect(file["responses"]?.objectValue?.keys.sorted() == ["200", "404"])
    }

    @Test func addingTheSameMethodAndPathReplacesTheOperation() throws {
        var document = OpenAPIDocument(title: "Test", version: "1")
        document.addOperation(.get, "/todos/{id}", summary: "First", response: Todo.self)
        document.addOperation(.get, "/todos", response: [Todo].self)
        document.addOperation(.get, "/todos/:id", summary: "Second", response: Contact.self)
        document.addOperation(.post, "/todos/{id}", summary: "Other method")
        #expect(document.operations.map(\.summary) == ["Second", nil, "Other method"])
        #expect(document.operations[0].responseTypeName == "Contact")
        #expect(try Self.operation("get", "/todos/{id}", in: document)["summary"] == "Second")
    }

    /// A document with a PATCH that uses every argument, and a DELETE that uses none.
    static func changeAndDeleteDocument() -> OpenAPIDocument {
        var document = OpenAPIDocument(title: "Test", version: "1", description: "For tests.")
        document.addOperation(
            .patch,
            "/todos/:id",
            summary: "Change a todo",
            description: "Applies the members present.",
            operationID: "changeTodo",
            tags: ["todos", "writes"],
            parameters: [.path("id", Int.self)],
            requestBody: Todo.self,
            response: Todo.self,
            problems: [409, 404]
        )
        document.addOperation(.delete, "/todos/{id}")
        return document
    }

    @Test func operationsShowWhatWasAdded() {
        let document = Self.changeAndDeleteDocument()
        let patch = document.operations[0]
        #expect(patch.method == .patch)
        #expect(patch.path == "/todos/{id}")
        #expect(patch.summary == "Change a todo")
        #expect(patch.description == "Applies the members present.")
        #expect(patch.operationID == "changeTodo")
        #expect(patch.tags == ["todos", "writes"])
        #expect(patch.parameters.map(\.name) == ["id"])
        #expect(patch.parameters.first?.location == .path)
        #expect(patch.requestBodyTypeName == "Todo")
        #expect(patch.responseTypeName == "Todo")
        #expect(patch.requestBody.map { $0 == Todo.self } == true)
        #expect(patch.status == 200)
        #expect(patch.problems == [409, 404])
        let delete = document.operations[1]
        #expect(delete.status == 204)
        #expect(delete.requestBody == nil && delete.response == nil)
        #expect(delete.operationID == nil)
        #expect(
            OpenAPIDocument.Method.allCases.map(\.rawValue) == [
                "get", "put", "post", "delete", "options", "head", "patch", "trace",
            ]
        )
    }

    @Test func givenFieldsAreWritten() throws {
        let value = try Self.changeAndDeleteDocument().jsonValue()
        #expect(value["info"]?["description"] == "For tests.")
        let patch = try #require(value["paths"]?["/todos/{id}"]?["patch"])
        #expect(patch["operationId"] == "changeTodo")
        #expect(patch["description"] == "Applies the members present.")
        #expect(patch["tags"] == ["todos", "writes"])
        #expect(patch["responses"]?.objectValue?.keys.sorted() == ["200", "400", "404", "409", "413", "422"])
        #expect(patch["responses"]?["409"]?["description"] == "Conflict")
        #expect(
            patch["responses"]?["409"]?["content"]?["application/problem+json"]?["schema"]
                == ["$ref": "#/components/schemas/ProblemDetails"]
        )
    }

    @Test func queryParametersAreOptionalUnlessRequired() throws {
        var document = OpenAPIDocument(title: "Test", version: "1")
        document.addOperation(
            .get,
            "/todos",
            parameters: [
                .query("search"),
                .query("priority", TodoPriority?.self, description: "Only this priority."),
                .query("limit", Int.self, required: true),
            ],
            response: [Todo].self
        )
        let get = try Self.operation("get", "/todos", in: document)
        let parameters = try #require(get["parameters"]?.arrayValue)
        #expect(parameters[0] == ["name": "search", "in": "query", "required": false, "schema": ["type": "string"]])
        // The optional is described as its wrapped type: the parameter is absent, not null.
        #expect(
            parameters[1]
                == [
                    "name": "priority", "in": "query", "required": false, "description": "Only this priority.",
                    "schema": ["type": "string", "enum": ["low", "normal", "high"]],
                ]
        )
        #expect(parameters[2]["required"] == true)
        #expect(get["responses"]?.objectValue?.keys.sorted() == ["200", "400"])
    }

    @Test func stringQueryParametersThatMayBeMissingNeedNo400() throws {
        var document = OpenAPIDocument(title: "Test", version: "1")
        document.addOperation(.get, "/todos", parameters: [.query("search")], response: [Todo].self)
        #expect(try Self.operation("get", "/todos", in: document)["responses"]?.objectValue?.keys.sorted() == ["200"])
    }

    @Test func theSuccessStatusDefaultsFromTheResponse() throws {
        var document = OpenAPIDocument(title: "Test", version: "1")
        document.addOperation(.post, "/run", requestBody: Contact.self)
        document.addOperation(.post, "/echo", requestBody: Contact.self, response: Contact.self)
        document.addOperation(.post, "/accept", requestBody: Contact.self, status: 202)
        #expect(try Self.operation("post", "/run", in: document)["responses"]?["204"] == ["description": "No Content"])
        #expect(try Self.operation("post", "/echo", in: document)["responses"]?["200"]?["description"] == "OK")
        #expect(try Self.operation("post", "/accept", in: document)["responses"]?["202"] == ["description": "Accepted"])
    }

    @Test func operationIdentifiersAreUnique() throws {
        var document = OpenAPIDocument(title: "Test", version: "1")
        document.addOperation(.get, "/", operationID: "getTodos")
        document.addOperation(.get, "/todos")
        document.addOperation(.get, "/to-dos")
        document.addOperation(.get, "/users/{user_id}/todos")
        document.addOperation(.get, "/root")
        let paths = try #require(try document.jsonValue()["paths"])
        #expect(paths["/"]?["get"]?["operationId"] == "getTodos")
        #expect(paths["/todos"]?["get"]?["operationId"] == "getTodos2")
        #expect(paths["/to-dos"]?["get"]?["operationId"] == "getToDos")
        #expect(paths["/users/{user_id}/todos"]?["get"]?["operationId"] == "getUsersByUserIdTodos")
        #expect(paths["/root"]?["get"]?["operationId"] == "getRoot")
        var root = OpenAPIDocument(title: "Test", version: "1")
        root.addOperation(.get, "/")
        #expect(try root.jsonValue()["paths"]?["/"]?["get"]?["operationId"] == "getRoot")
    }

    @Test func anEmptyDocumentStillHasTheProblemComponent() throws {
        let value = try OpenAPIDocument(title: "Empty", version: "0").jsonValue()
        #expect(value["paths"] == [:])
        #expect(value["components"]?["schemas"]?.objectValue.map { Set($0.keys) } == ["ProblemDetails", "Entry"])
    }

    @Test func theCoderIsDescribed() throws {
        var document = OpenAPIDocument(title: "Test", version: "1")
        document.coder = JSONModelCoder(
            decodingOptions: JSONModel.DecodingOptions(unknownKeys: .reject),
            keyStyle: .unchanged
        )
        document.addOperation(.post, "/todos", requestBody: Todo.self)
        let todo = try #require(try document.jsonValue()["components"]?["schemas"]?["Todo"])
        #expect(todo["additionalProperties"] == false)
        #expect(todo["properties"]?["dueDate"] != nil)
        #expect(todo["properties"]?["due_date"] == nil)
    }
}

/// `OperationDescription`: an operation's description apart from its method and path, as the
/// route layers keep one per route.
@Suite struct OperationDescriptionTests {
    @Test func aDescriptionAddsTheSameOperationAsTheLongForm() throws {
        var long = OpenAPIDocument(title: "Todos", version: "1")
        long.addOperation(
            .patch,
            "/todos/:id",
            summary: "Change a todo",
            tags: ["todos"],
            parameters: [.path("id", Int.self)],
            requestBody: Todo.self,
            response: Todo.self,
            additionalStatuses: [202],
            partialRequestBody: true,
            problems: [409]
        )
        var short = OpenAPIDocument(title: "Todos", version: "1")
        let description = OperationDescription(
            summary: "Change a todo",
            tags: ["todos"],
            parameters: [.path("id", Int.self)],
            requestBody: Todo.self,
            response: Todo.self,
            additionalStatuses: [202],
            partialRequestBody: true,
            problems: [409]
        )
        short.addOperation(.patch, "/todos/:id", description)
        #expect(try short.jsonString() == long.jsonString())
        #expect(short.operations.first?.status == 200)
        #expect(OperationDescription().status == nil)
    }
}

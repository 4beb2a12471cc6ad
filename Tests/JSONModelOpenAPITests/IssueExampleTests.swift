import JSONModelKit
import JSONModelOpenAPI
import Testing

/// The example of the issue, exactly, and everything its document must hold.
@Suite struct IssueExampleTests {
    /// The issue's four operations.
    static func issueDocument() -> OpenAPIDocument {
        var document = OpenAPIDocument(title: "Todos", version: "1.0.0")
        document.addOperation(
            .post,
            "/todos",
            summary: "Create a todo",
            requestBody: Todo.self,
            response: Todo.self,
            status: 201
        )
        document.addOperation(.get, "/todos/{id}", response: Todo.self)
        document.addOperation(.get, "/todos", response: [Todo].self)
        document.addOperation(.delete, "/todos/{id}", status: 204)
        return document
    }

    @Test func theExampleWritesAnOpenAPI31Document() throws {
        let text = try Self.issueDocument().jsonString(prettyPrinted: true)
        let document = try JSONValue(parsing: text)
        #expect(document["openapi"] == "3.1.0")
        #expect(document["info"] == ["title": "Todos", "version": "1.0.0"])
        #expect(document["paths"]?.objectValue.map { Set($0.keys) } == ["/todos", "/todos/{id}"])
        #expect(document["paths"]?["/todos"]?.objectValue.map { Set($0.keys) } == ["get", "post"])
        #expect(document["paths"]?["/todos/{id}"]?.objectValue.map { Set($0.keys) } == ["get", "delete"])
        #expect(text.contains("\n  \"components\": {"))
    }

    @Test func createTakesTheInputAndAnswersTheOutputWithProblems() throws {
        let post = try #require(try Self.issueDocument().jsonValue()["paths"]?["/todos"]?["post"])
        #expect(post["summary"] == "Create a todo")
        #expect(post["operationId"] == "postTodos")
        #expect(
            post["requestBody"]
                == [
                    "required": true,
                    "content": ["application/json": ["schema": ["$ref": "#/components/schemas/Todo-Input"]]],
                ]
        )
        let responses = try #require(post["responses"]?.objectValue)
        #expect(Set(responses.keys) == ["201", "400", "413", "422"])
        #expect(
            responses["201"]
                == [
                    "description": "Created",
                    "content": ["application/json": ["schema": ["$ref": "#/components/schemas/Todo-Output"]]],
                ]
        )
        let problem: JSONValue = [
            "application/problem+json": ["schema": ["$ref": "#/components/schemas/ProblemDetails"]]
        ]
        #expect(responses["400"] == ["description": "Bad Request", "content": problem])
        #expect(responses["413"] == ["description": "Content Too Large", "content": problem])
        #expect(responses["422"] == ["description": "Unprocessable Content", "content": problem])
    }

    @Test func readingOneTodoHasAStringPathParameterAndA404() throws {
        let get = try #require(try Self.issueDocument().jsonValue()["paths"]?["/todos/{id}"]?["get"])
        #expect(get["operationId"] == "getTodosById")
        #expect(get["parameters"] == [["name": "id", "in": "path", "required": true, "schema": ["type": "string"]]])
        #expect(get["requestBody"] == nil)
        let responses = try #require(get["responses"]?.objectValue)
        #expect(Set(responses.keys) == ["200", "404"])
        #expect(responses["200"]?["description"] == "OK")
        #expect(
            responses["200"]?["content"]?["application/json"]?["schema"] == ["$ref": "#/components/schemas/Todo-Output"]
        )
        #expect(responses["404"]?["description"] == "Not Found")
    }

    @Test func listingAnswersAnArrayOfOutputs() throws {
        let get = try #require(try Self.issueDocument().jsonValue()["paths"]?["/todos"]?["get"])
        #expect(get["operationId"] == "getTodos")
        #expect(get["parameters"] == nil)
        #expect(get["responses"]?.objectValue?.keys.sorted() == ["200"])
        #expect(
            get["responses"]?["200"]?["content"]?["application/json"]?["schema"]
                == ["type": "array", "items": ["$ref": "#/components/schemas/Todo-Output"]]
        )
    }

    @Test func deletingAnswers204WithoutContent() throws {
        let delete = try #require(try Self.issueDocument().jsonValue()["paths"]?["/todos/{id}"]?["delete"])
        #expect(delete["operationId"] == "deleteTodosById")
        #expect(delete["responses"]?["204"] == ["description": "No Content"])
        #expect(delete["responses"]?.objectValue?.keys.sorted() == ["204", "404"])
    }

    @Test func componentsHoldEveryModelAndTheProblem() throws {
        let schemas = try #require(try Self.issueDocument().jsonValue()["components"]?["schemas"]?.objectValue)
        // Todo differs (its Bool); Contact, the problem and its entry have one schema each.
        #expect(Set(schemas.keys) == ["Todo-Input", "Todo-Output", "Contact", "ProblemDetails", "Entry"])
        let input = try #require(schemas["Todo-Input"])
        #expect(input["title"] == "Todo")
        #expect(input["$schema"] == nil)
        #expect(input["required"] == ["title"])
        #expect(
            input["properties"]?["assignee"]
                == ["anyOf": [["$ref": "#/components/schemas/Contact"], ["type": "null"]], "default": nil]
        )
        #expect(
            input["properties"]?["completed"]?["anyOf"] == [["type": "boolean"], ["enum": [0, 1]], ["type": "null"]]
        )
        #expect(schemas["Todo-Output"]?["properties"]?["completed"]?["type"] == "boolean")
        #expect(schemas["ProblemDetails"]?["properties"]?["status"]?["type"] == "integer")
        #expect(
            schemas["ProblemDetails"]?["properties"]?["errors"]?["items"] == ["$ref": "#/components/schemas/Entry"]
        )
    }
}

import JSONModelKit
import JSONModelOpenAPI
import Testing

/// Operations that cannot be described fail when the document is written, with an error that
/// names the operation and says what is wrong; adding them never fails.
@Suite struct ErrorTests {
    /// One way to get an operation wrong.
    struct Mistake: CustomTestStringConvertible, Sendable {
        var name: String
        var add: @Sendable (inout OpenAPIDocument) -> Void
        /// Words the message must have, after the operation.
        var message: String
        var code: JSONModelError.Code = .schemaError
        var testDescription: String { name }
    }

    static let mistakes: [Mistake] = [
        Mistake(
            name: "a path parameter the path does not name",
            add: { $0.addOperation(.get, "/todos/{id}", parameters: [.path("todoID", Int.self)], response: Todo.self) },
            message: "GET /todos/{id}: the path parameter \"todoID\" is not in the path (it names \"id\")"
        ),
        Mistake(
            name: "a path parameter on a path without parameters",
            add: { $0.addOperation(.get, "/todos", parameters: [.path("id")]) },
            message: "GET /todos: the path parameter \"id\" is not in the path (it names no parameters)"
        ),
        Mistake(
            name: "a parameter given twice",
            add: { $0.addOperation(.get, "/todos", parameters: [.query("page", Int.self), .query("page")]) },
            message: "GET /todos: the query parameter \"page\" is given twice"
        ),
        Mistake(
            name: "a wildcard segment",
            add: { $0.addOperation(.get, "/files/**") },
            message: "GET /files/**: the wildcard segment \"**\" of \"/files/**\" has no name OpenAPI can use"
        ),
        Mistake(
            name: "an unmatched brace",
            add: { $0.addOperation(.get, "/todos/{id") },
            message: "GET /todos/{id: the path \"/todos/{id\" has an unmatched \"{\""
        ),
        Mistake(
            name: "a closing brace alone",
            add: { $0.addOperation(.get, "/todos/id}") },
            message: "the path \"/todos/id}\" has an unmatched \"}\""
        ),
        Mistake(
            name: "an empty parameter name",
            add: { $0.addOperation(.get, "/todos/:") },
            message: "the path \"/todos/:\" has a parameter without a usable name"
        ),
        Mistake(
            name: "a parameter named twice",
            add: { $0.addOperation(.get, "/a/{id}/b/:id") },
            message: "names the parameter \"id\" twice"
        ),
        Mistake(
            name: "a relative path",
            add: { $0.addOperation(.get, "todos") },
            message: "GET todos: the path \"todos\" does not start with \"/\""
        ),
        Mistake(
            name: "a query in the path",
            add: { $0.addOperation(.get, "/todos?done=true") },
            message: "has a query or a fragment: describe query members with .query parameters"
        ),
        Mistake(
            name: "a success status that is a problem",
            add: { $0.addOperation(.post, "/todos", requestBody: Todo.self, status: 400) },
            message: "POST /todos: the success status 400 is not in 200...399"
        ),
        Mistake(
            name: "a problem status that is a success",
            add: { $0.addOperation(.post, "/todos", requestBody: Todo.self, problems: [409, 201]) },
            message: "POST /todos: the problem status 201 is not in 400...599"
        ),
        Mistake(
            name: "a response body on a 204",
            add: { $0.addOperation(.delete, "/todos/{id}", response: Todo.self, status: 204) },
            message: "DELETE /todos/{id}: a 204 response has no content, but the operation has a response type (Todo)"
        ),
        Mistake(
            name: "one operationID for two operations",
            add: {
                $0.addOperation(.get, "/a", operationID: "read")
                $0.addOperation(.get, "/b", operationID: "read")
            },
            message: "GET /b: the operationID \"read\" is also the one of GET /a"
        ),
        Mistake(
            name: "a request body the library cannot map",
            add: { $0.addOperation(.post, "/things", requestBody: NotAModel.self) },
            message: "POST /things, request body: ",
            code: .unsupportedType
        ),
        Mistake(
            name: "a response the library cannot map",
            add: { $0.addOperation(.get, "/things", response: [NotAModel].self) },
            message: "GET /things, response: ",
            code: .unsupportedType
        ),
        Mistake(
            name: "a parameter type the library cannot map",
            add: { $0.addOperation(.get, "/things/{id}", parameters: [.path("id", NotAModel.self)]) },
            message: "GET /things/{id}, path parameter \"id\": ",
            code: .unsupportedType
        ),
    ]

    @Test(arguments: mistakes)
    func aMistakeIsAClearError(_ mistake: Mistake) throws {
        var document = OpenAPIDocument(title: "Test", version: "1")
        document.addOperation(.get, "/fine", response: Todo.self)
        // Adding never fails: the mistake is found when the document is written.
        mistake.add(&document)
        let error = try #require(throws: JSONModelError.self) { try document.jsonValue() }
        #expect(error.code == mistake.code)
        #expect(error.message.contains(mistake.message), "\(error.message)")
        #expect(throws: JSONModelError.self) { try document.jsonString(prettyPrinted: true) }
    }

    @Test func aTypeErrorKeepsTheBuildersFields() throws {
        var document = OpenAPIDocument(title: "Test", version: "1")
        document.addOperation(.post, "/things", requestBody: NotAModel.self)
        let error = try #require(throws: JSONModelError.self) { try document.jsonValue() }
        #expect(error.rootType.map { $0 == NotAModel.self } == true)
        #expect(error.message.hasPrefix("POST /things, request body: "))
    }
}

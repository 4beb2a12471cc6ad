extension OpenAPIDocument {
    /// One operation as it was added: what route layers and tests read to see what a document
    /// describes.
    ///
    /// ```swift
    /// for operation in document.operations {
    ///     print(operation.method, operation.path, operation.responseTypeName ?? "-")   // get /todos/{id} Todo
    /// }
    /// ```
    public struct Operation: Sendable {
        /// The HTTP method.
        public let method: Method
        /// The path as the document writes it, with parameters as `{name}` (`/todos/{id}`, also
        /// for an operation added as `/todos/:id`).
        public var path: String { route.template }
        /// A short summary of what the operation does.
        public let summary: String?
        /// A longer description.
        public let description: String?
        /// The operation's name as given; `nil` when the document derives one.
        public let operationID: String?
        /// Tags that group operations.
        public let tags: [String]
        /// The parameters as given (path parameters the path names without a
        /// ``Parameter`` of their own are not listed).
        public let parameters: [Parameter]
        /// The type of the JSON request body, or `nil`.
        public let requestBody: (any Any.Type)?
        /// The type of the JSON response body, or `nil`.
        public let response: (any Any.Type)?
        /// The success status: as given, else 200 with a response type and 204 without.
        public let status: Int
        /// Other success statuses, with the same response body.
        public let additionalStatuses: [Int]
        /// Whether the request body holds only the members to change (a `PATCH`), described by
        /// the `Name-Patch` component.
        public let partialRequestBody: Bool
        /// The problem statuses added with `problems:`, beyond those the document adds itself.
        public let problems: [Int]

        /// The path as added, parsed.
        let route: OperationPath

        /// The name of the request body's type (`Todo`), or `nil`.
        public var requestBodyTypeName: String? {
            requestBody.map { String(describing: $0) }
        }

        /// The name of the response body's type (`Todo`, `Array<Todo>`), or `nil`.
        public var responseTypeName: String? {
            response.map { String(describing: $0) }
        }

        /// The operation as people name it in messages: `GET /todos/{id}`.
        var displayName: String {
            method.rawValue.uppercased() + " " + path
        }
    }
}

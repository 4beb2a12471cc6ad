extension OpenAPIDocument {
    /// An HTTP method an operation answers, written in lowercase as the key of the operation in
    /// its path item (`"get"`, `"post"`).
    public enum Method: String, Sendable, CaseIterable, Hashable {
        /// `GET`: read a resource.
        case get
        /// `PUT`: replace a resource.
        case put
        /// `POST`: create a resource or run an action.
        case post
        /// `DELETE`: remove a resource.
        case delete
        /// `OPTIONS`: ask what a resource allows.
        case options
        /// `HEAD`: `GET` without the body.
        case head
        /// `PATCH`: change part of a resource.
        case patch
        /// `TRACE`: echo the request.
        case trace
    }
}

/// A path as an operation was added: its OpenAPI template and the names of its parameters, or
/// why it cannot be described.
///
/// Parameters are written `{name}` (OpenAPI, Hummingbird), anywhere in a segment
/// (`/files/{name}.json`), or `:name` as a whole segment (Vapor, Hummingbird); the template
/// writes both as `{name}`. A wildcard segment (`*`, `**`) matches without a name, which
/// OpenAPI cannot say, so such a path is refused, as are a query string, a brace that is not
/// closed and a name used twice.
struct OperationPath: Sendable, Hashable {
    /// The path in OpenAPI's syntax (`/todos/{id}`); the path as given when it is not valid.
    let template: String
    /// The parameters' names in the order of the path.
    let parameterNames: [String]
    /// Why the path cannot be described, or `nil`.
    let problem: String?

    /// Parses a path.
    ///
    /// - Parameter path: The path in OpenAPI's or a router's syntax.
    init(_ path: String) {
        do throws(Problem) {
            (template, parameterNames) = try Self.parse(path)
            problem = nil
        } catch {
            template = path
            parameterNames = []
            problem = error.message
        }
    }

    private struct Problem: Error {
        var message: String
    }

    private static func parse(_ path: String) throws(Problem) -> (template: String, names: [String]) {
        guard path.hasPrefix("/") else {
            throw Problem(message: "the path \"\(path)\" does not start with \"/\"")
        }
        if path.contains("?") || path.contains("#") {
            throw Problem(
                message: "the path \"\(path)\" has a query or a fragment: describe query members with .query parameters"
            )
        }
        var names: [String] = []
        var segments: [String] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            if segment == "*" || segment == "**" {
                throw Problem(
                    message:
                        "the wildcard segment \"\(segment)\" of \"\(path)\" has no name OpenAPI can use: write a named parameter (\":name\")"
                )
            }
            if segment.hasPrefix(":") {
                let name = String(segment.dropFirst())
                try check(name, in: path)
                names.append(name)
                segments.append("{" + name + "}")
            } else {
                names += try bracedNames(in: segment, of: path)
                segments.append(String(segment))
            }
        }
        if let repeated = names.enumerated().first(where: { names[..<$0.offset].contains($0.element) }) {
            throw Problem(message: "the path \"\(path)\" names the parameter \"\(repeated.element)\" twice")
        }
        return ("/" + segments.joined(separator: "/"), names)
    }

    /// The names of the `{name}` parameters in one segment.
    private static func bracedNames(in segment: Substring, of path: String) throws(Problem) -> [String] {
        var names: [String] = []
        var name: String?
        for character in segment {
            switch (character, name) {
            case ("{", nil):
                name = ""
            case ("}", let current?):
                try check(current, in: path)
                names.append(current)
                name = nil
            case ("{", _?), ("}", nil):
                throw Problem(message: "the path \"\(path)\" has an unmatched \"\(character)\"")
            case (_, let current?):
                name = current + String(character)
            case (_, nil):
                break
            }
        }
        if name != nil {
            throw Problem(message: "the path \"\(path)\" has an unmatched \"{\"")
        }
        return names
    }

    private static func check(_ name: String, in path: String) throws(Problem) {
        if name.isEmpty || name.contains(where: { "{}:".contains($0) }) {
            throw Problem(message: "the path \"\(path)\" has a parameter without a usable name (\"\(name)\")")
        }
    }
}

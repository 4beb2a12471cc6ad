import JSONModelKit

/// The `operationId` of each operation: the one given, or one derived from the method and the
/// path (`getTodosById`), unique in the document.
///
/// Given names are kept as they are, and two operations given the same name are an error.
/// A derived name that is taken gets a number (`getTodos2`), in the order of the operations,
/// so the names are the same on every run.
enum OperationIdentifiers {
    /// The names of `operations`, in their order.
    ///
    /// - Parameter operations: The document's operations.
    /// - Returns: One unique name per operation.
    /// - Throws: ``JSONModelError`` (``JSONModelError/Code/schemaError``) when two operations
    ///   are given the same name.
    static func identifiers(for operations: [OpenAPIDocument.Operation]) throws(JSONModelError) -> [String] {
        var owners: [String: OpenAPIDocument.Operation] = [:]
        for operation in operations {
            guard let given = operation.operationID else { continue }
            if let owner = owners[given] {
                throw operation.error("the operationID \"\(given)\" is also the one of \(owner.displayName)")
            }
            owners[given] = operation
        }
        var taken = Set(owners.keys)
        return operations.map { operation in
            if let given = operation.operationID { return given }
            let base = derived(for: operation)
            var name = base
            var number = 2
            while taken.contains(name) {
                name = base + String(number)
                number += 1
            }
            taken.insert(name)
            return name
        }
    }

    /// The method followed by the path's words, each capitalized, with `By` before each
    /// parameter: `GET /todos/{id}` gives `getTodosById`, `GET /users/{user_id}/todos` gives
    /// `getUsersByUserIdTodos`, `GET /` gives `getRoot`.
    static func derived(for operation: OpenAPIDocument.Operation) -> String {
        var words = ""
        var literal = ""
        var parameter: String?
        for character in operation.path {
            switch (character, parameter) {
            case ("{", nil):
                words += camelCased(literal)
                literal = ""
                parameter = ""
            case ("}", let name?):
                words += "By" + camelCased(name)
                parameter = nil
            case (_, let name?):
                parameter = name + String(character)
            case (_, nil):
                literal.append(character)
            }
        }
        words += camelCased(literal)
        return operation.method.rawValue + (words.isEmpty ? "Root" : words)
    }

    /// The words of `text` (runs of letters and digits), each capitalized, joined.
    private static func camelCased(_ text: String) -> String {
        text.split { !($0.isLetter || $0.isNumber) }
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }
}

import Foundation

extension JSONModelError: CustomStringConvertible, CustomDebugStringConvertible {
    /// A readable one-line account of the failure, with its location.
    ///
    /// Examples: `Person.cars[2].year (line 4, column 17): expected Int, found string "2001"` and
    /// `syntax error at line 3, column 14: expected ',' or '}' after object member`.
    /// For ``Code/multiple`` the first line counts the failures and each follows on its own
    /// line; when decoding stopped at ``JSONModel/DecodingOptions/maxCollectedErrors``
    /// (``hasUnlistedErrors``) the first line says so:
    /// `more than 100 errors decoding Order (decoding stopped at maxCollectedErrors; the first
    /// 100 are listed):`.
    public var description: String {
        if code == .multiple {
            let verb = isValidation ? "validating" : "decoding"
            let subject = (rootType ?? modelType).map { " \(verb) \(String(describing: $0))" } ?? ""
            let lines = errors.map { "  - " + $0.description }
            let count =
                hasUnlistedErrors
                ? "more than \(errors.count) error\(errors.count == 1 ? "" : "s")" : "\(errors.count) errors"
            return "\(count)\(subject)\(unlistedErrorsNote):\n" + lines.joined(separator: "\n")
        }
        if code == .syntaxError, let line, let column {
            return "syntax error at line \(line), column \(column): \(message)"
        }
        if isDocumentPath {
            return documentPathDescription
        }
        if let line, let column {
            // Every error from text says where: `Event[0].created_at (line 3, column 17): ...`.
            return "\(locationPrefix) (line \(line), column \(column)): \(message)"
        }
        return "\(locationPrefix): \(message)"
    }

    /// The description followed by every field, for debugging.
    public var debugDescription: String {
        var fields = ["code: \(code)", "path: \(path)"]
        if hasUnlistedErrors { fields.append("hasUnlistedErrors: true") }
        if let modelTypeName { fields.append("modelType: \(modelTypeName)") }
        if let property { fields.append("property: \(property)") }
        if let constraint { fields.append("constraint: \(constraint)") }
        if let byteOffset { fields.append("byteOffset: \(byteOffset)") }
        return "JSONModelError(\(fields.joined(separator: ", "))): \(description)"
    }

    /// What the first line of a stopped ``Code/multiple`` adds after the count.
    private var unlistedErrorsNote: String {
        guard hasUnlistedErrors else { return "" }
        let listed = errors.count == 1 ? "the first is listed" : "the first \(errors.count) are listed"
        return " (decoding stopped at maxCollectedErrors; \(listed))"
    }

    /// `Person.age at person.children.person[1].age (line 4, column 9): expected Int, ...`: the
    /// failing model property, then the place in the document.
    private var documentPathDescription: String {
        var subject = ""
        if let modelTypeName, let property {
            subject = modelTypeName + "." + property + " at "
        } else if let type = rootType ?? modelType {
            subject = String(describing: type) + " at "
        }
        let place = line.map { " (line \($0), column \(column ?? 1))" } ?? ""
        return subject + path + place + ": " + message
    }

    /// `Person.cars[2].year`, `Person` for the root, or the bare path when no type is known.
    private var locationPrefix: String {
        let typeName = (rootType ?? modelType).map { String(describing: $0) }
        switch (typeName, reversedPath.isEmpty) {
        case (let name?, true): return name
        case (let name?, false):
            let rendered = path
            return rendered.hasPrefix("[") ? name + rendered : name + "." + rendered
        case (nil, _): return path
        }
    }
}

extension JSONModelError {
    /// Adds an outer path component as the error unwinds; sub-errors of `.multiple` get it too.
    mutating func prepend(_ component: PathComponent) {
        reversedPath.append(component)
        for index in errors.indices {
            errors[index].prepend(component)
        }
    }

    /// Replaces the path (and those of the collected errors with `transform`), for formats
    /// whose paths read differently from JSON's.
    ///
    /// Package API: for the XML coder.
    package mutating func rewritePaths(
        _ transform: ([PathComponent]) -> (path: [PathComponent], line: Int?, column: Int?, byteOffset: Int?)
    ) {
        if code != .multiple || errors.isEmpty {
            let rewritten = transform(pathComponents)
            reversedPath = rewritten.path.reversed()
            isDocumentPath = true
            if line == nil, let newLine = rewritten.line {
                line = newLine
                column = rewritten.column
                byteOffset = rewritten.byteOffset
            }
        }
        for index in errors.indices {
            errors[index].rewritePaths(transform)
        }
    }

    /// Records the model and property the failure belongs to, unless an inner model already did.
    mutating func attribute(to modelType: any Any.Type, property: String) {
        if self.modelType == nil {
            self.modelType = modelType
            self.property = property
        }
        for index in errors.indices {
            errors[index].attribute(to: modelType, property: property)
        }
    }

    /// Finishes the error a decode throws to its caller: with
    /// ``JSONModel/DecodingOptions/collectAllErrors``, a single failure is listed in
    /// ``errors`` too, so that a loop over them sees every failure whatever their number.
    mutating func listAlone(collecting: Bool) {
        guard collecting, code != .multiple, errors.isEmpty else { return }
        errors = [self]
    }

    /// Records the type the top-level call decoded or encoded.
    mutating func setRootType(_ type: any Any.Type) {
        if rootType == nil { rootType = type }
        for index in errors.indices {
            errors[index].setRootType(type)
        }
    }

    /// The text of any error, for messages: its description, or its localized description
    /// when it has one of its own.
    static func describe(_ error: any Error) -> String {
        if let localized = error as? any LocalizedError, let text = localized.errorDescription {
            return text
        }
        return String(describing: error)
    }

    /// Combines collected failures into one error (a single failure is returned as it is,
    /// unless decoding stopped at the limit: the error then says so whatever the count).
    ///
    /// - Parameters:
    ///   - failures: The failures, in document order.
    ///   - hasUnlistedErrors: Whether decoding stopped at `maxCollectedErrors` with more
    ///     failures than `failures` holds.
    /// - Returns: One error: a ``Code/multiple`` listing every failure (those of nested
    ///   ``Code/multiple`` errors flattened), or the single failure.
    static func combining(_ failures: [JSONModelError], hasUnlistedErrors: Bool = false) -> JSONModelError {
        if failures.count == 1, !hasUnlistedErrors { return failures[0] }
        var flattened: [JSONModelError] = []
        for failure in failures {
            if failure.code == .multiple {
                flattened.append(contentsOf: failure.errors)
            } else {
                flattened.append(failure)
            }
        }
        var combined = JSONModelError(
            code: .multiple,
            message: hasUnlistedErrors
                ? "more than \(flattened.count) error\(flattened.count == 1 ? "" : "s")" : "\(flattened.count) errors"
        )
        combined.errors = flattened
        combined.hasUnlistedErrors = hasUnlistedErrors
        return combined
    }
}

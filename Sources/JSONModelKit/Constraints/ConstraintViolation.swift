/// A value that breaks a constraint: the JSON Schema keyword of the limit it broke, and a message
/// that says the limit and the value.
struct ConstraintViolation: Sendable, Hashable {
    /// The keyword of the broken limit: `minimum`, `exclusiveMaximum`, `multipleOf`,
    /// `minLength`, `maxLength`, `pattern`, `enum`, `minItems`, `maxItems`, `uniqueItems`.
    let keyword: String
    /// What was expected and what was found: `expected at least 13, found 12`.
    let message: String
}

extension JSONModel.Constraint {
    /// The violation of a numeric constraint by `value`, or `nil` when it holds (and for a
    /// constraint that is not about numbers).
    ///
    /// `value` is the exact decimal of the number: the literal of a JSON number as written, or
    /// the decimal a Swift number prints as.
    func violation(byNumber value: ExactDecimal) -> ConstraintViolation? {
        switch requirement {
        case .bounds(let lower, let upper):
            if let lower {
                if lower.isExclusive ? !(value > lower.value) : value < lower.value {
                    let limit = lower.isExclusive ? "more than" : "at least"
                    return ConstraintViolation(
                        keyword: lower.isExclusive ? "exclusiveMinimum" : "minimum",
                        message: "expected \(limit) \(lower.value), found \(Self.quoted(value))"
                    )
                }
            }
            if let upper {
                if upper.isExclusive ? !(value < upper.value) : value > upper.value {
                    let limit = upper.isExclusive ? "less than" : "at most"
                    return ConstraintViolation(
                        keyword: upper.isExclusive ? "exclusiveMaximum" : "maximum",
                        message: "expected \(limit) \(upper.value), found \(Self.quoted(value))"
                    )
                }
            }
            return nil
        case .multipleOf(let step):
            guard !value.isMultiple(of: step) else { return nil }
            return ConstraintViolation(
                keyword: "multipleOf",
                message: "expected a multiple of \(step), found \(Self.quoted(value))"
            )
        default:
            return nil
        }
    }

    /// The violation of a length constraint by `text`, counted in Unicode scalars as JSON
    /// Schema counts, or `nil` when it holds (and for a constraint that is not about lengths).
    func violation(byLength text: String) -> ConstraintViolation? {
        guard case .length(let minimum, let maximum) = requirement else { return nil }
        let length = text.unicodeScalars.count
        if let minimum, length < minimum {
            return ConstraintViolation(
                keyword: "minLength",
                message:
                    "expected a string of at least \(Self.counted(minimum, "character")), found \(Self.counted(length, "character"))"
            )
        }
        if let maximum, length > maximum {
            return ConstraintViolation(
                keyword: "maxLength",
                message:
                    "expected a string of at most \(Self.counted(maximum, "character")), found \(Self.counted(length, "character"))"
            )
        }
        return nil
    }

    /// The violation of a size constraint by a collection of `count` elements or members, or
    /// `nil` when it holds (and for a constraint that is not about sizes).
    ///
    /// - Parameters:
    ///   - count: The number of elements (array, set) or members (dictionary).
    ///   - isObject: Whether the collection is a dictionary, a JSON object: its keywords are
    ///     `minProperties` and `maxProperties`.
    /// - Returns: The violation, or `nil`.
    func violation(byCount count: Int, isObject: Bool) -> ConstraintViolation? {
        guard case .count(let minimum, let maximum) = requirement else { return nil }
        let noun = isObject ? "member" : "element"
        if let minimum, count < minimum {
            return ConstraintViolation(
                keyword: isObject ? "minProperties" : "minItems",
                message: "expected at least \(Self.counted(minimum, noun)), found \(count)"
            )
        }
        if let maximum, count > maximum {
            return ConstraintViolation(
                keyword: isObject ? "maxProperties" : "maxItems",
                message: "expected at most \(Self.counted(maximum, noun)), found \(count)"
            )
        }
        return nil
    }

    /// The violation of a pattern by `text`, or `nil` when the pattern finds a match in it (and
    /// for a constraint that is not a pattern).
    ///
    /// - Parameters:
    ///   - text: The string.
    ///   - compiled: The constraint's pattern, compiled once when the schema was built.
    /// - Returns: The violation, or `nil`.
    func violation(byText text: String, matching compiled: JSONSchemaPattern) -> ConstraintViolation? {
        guard case .pattern(let pattern) = requirement, !compiled.matches(text) else { return nil }
        return ConstraintViolation(
            keyword: "pattern",
            message:
                "expected a string matching \(Self.quoted(pattern)), found \(Self.quoted(text))"
        )
    }

    /// The violation of a set of allowed values by `value` (a string or an integer as JSON), or
    /// `nil` when it is one of them (and for a constraint that lists no values).
    ///
    /// Values compare as JSON Schema's `enum` compares them: a string only with the same Unicode
    /// scalars (`"e\u{301}"` is not `"é"`, which Swift's `==` takes as equal).
    func violation(byValue value: JSONValue) -> ConstraintViolation? {
        guard case .oneOf(let allowed) = requirement,
            !allowed.contains(where: { SchemaEquatableValue($0) == SchemaEquatableValue(value) })
        else { return nil }
        let listed = allowed.map { $0.description }.joined(separator: ", ")
        return ConstraintViolation(
            keyword: "enum",
            message: "expected one of \(listed), found \(JSONModelError.clippedForMessage(value.description).text)"
        )
    }

    /// The violation of `uniqueItems` by an array of `elements`, or `nil` when no two are equal
    /// (and for another constraint).
    ///
    /// - Parameter elements: The array's elements as JSON, compared as JSON Schema compares
    ///   them (`1` and `1.0` are equal, `"é"` and `"e\u{301}"` are not).
    /// - Returns: The violation, naming the first repeated element's index and the index of the
    ///   element it repeats, or `nil`.
    func violation(byElements elements: [JSONValue]) -> ConstraintViolation? {
        guard case .uniqueItems = requirement else { return nil }
        var seen: [SchemaEquatableValue: Int] = [:]
        for (index, element) in elements.enumerated() {
            if let first = seen[SchemaEquatableValue(element)] {
                return ConstraintViolation(
                    keyword: "uniqueItems",
                    message: "expected unique elements, found element \(index) equal to element \(first)"
                )
            }
            seen[SchemaEquatableValue(element)] = index
        }
        return nil
    }

    /// A text for a message, quoted and clipped as other quoted values are.
    private static func quoted(_ text: String) -> String {
        "\"\(JSONModelError.escapedForMessage(text))\""
    }

    /// A number for a message, clipped as other quoted values are.
    private static func quoted(_ value: ExactDecimal) -> String {
        JSONModelError.clippedForMessage(value.description).text
    }

    /// `1 character`, `64 characters`: a count and its noun.
    private static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}

/// A JSON value compared as JSON Schema compares values (`enum`, `uniqueItems`).
///
/// As ``JSONValue``'s `==` (numbers by value, members in any order), except that strings and
/// keys are equal only with the same Unicode scalars. Swift's `String` equality also takes
/// canonically equivalent strings as equal (`"é"` and `"e\u{301}"`), which JSON Schema does not.
struct SchemaEquatableValue: Hashable {
    /// The value.
    let value: JSONValue

    /// Wraps `value`.
    init(_ value: JSONValue) {
        self.value = value
    }

    /// Whether the values are equal with JSON Schema's equality.
    ///
    /// Iterative, as `JSONValue`'s `==`, so any nesting depth compares on any thread stack.
    static func == (lhs: SchemaEquatableValue, rhs: SchemaEquatableValue) -> Bool {
        // Equal to JSON Schema only if equal to `JSONValue`; then the strings decide.
        guard lhs.value == rhs.value else { return false }
        var pending = [(lhs.value, rhs.value)]
        while let (left, right) = pending.popLast() {
            switch (left, right) {
            case (.string(let leftText), .string(let rightText)):
                guard leftText.utf8.elementsEqual(rightText.utf8) else { return false }
            case (.array(let leftElements), .array(let rightElements)):
                pending.append(contentsOf: zip(leftElements, rightElements))
            case (.object(let leftMembers), .object(let rightMembers)):
                for (key, leftValue) in leftMembers {
                    // The lookup finds a canonically equivalent key too: compare the one stored.
                    guard let index = rightMembers.index(forKey: key),
                        rightMembers[index].key.utf8.elementsEqual(key.utf8)
                    else { return false }
                    pending.append((leftValue, rightMembers[index].value))
                }
            default:
                continue
            }
        }
        return true
    }

    /// `JSONValue`'s hash: values equal here are equal as `JSONValue`s, so they hash alike.
    func hash(into hasher: inout Hasher) {
        value.hash(into: &hasher)
    }
}

/// The compiled constraints of a `String`: lengths, patterns (compiled once) and allowed values.
struct StringConstraintCheck {
    /// The constraints, with their compiled patterns: lengths first, then allowed values, then
    /// patterns, so that the cheap checks fail a long hostile string before a pattern reads it.
    private let constraints: [(constraint: JSONModel.Constraint, pattern: JSONSchemaPattern?)]
    /// The fewest Unicode scalars every length constraint allows.
    private let minimumLength: Int
    /// The most Unicode scalars every length constraint allows.
    private let maximumLength: Int
    /// The compiled patterns, in the order they were declared, for the check of a value that
    /// passes.
    private let patterns: [JSONSchemaPattern]
    /// Whether there are allowed values (`oneOf`), which only the full pass checks.
    private let hasAllowedValues: Bool

    /// Compiles `constraints` (lengths, patterns, allowed strings) for values of `typeName`.
    ///
    /// - Throws: ``ConstraintMisuse`` for a constraint that is not about strings, and for a
    ///   pattern that does not compile (naming what is wrong and where).
    init(_ constraints: [JSONModel.Constraint], typeName: String) throws(ConstraintMisuse) {
        var compiled: [(JSONModel.Constraint, JSONSchemaPattern?)] = []
        var minimumLength = 0
        var maximumLength = Int.max
        var patterns: [JSONSchemaPattern] = []
        var hasAllowedValues = false
        for constraint in constraints {
            switch constraint.requirement {
            case .length(let minimum, let maximum):
                minimumLength = max(minimumLength, minimum ?? 0)
                maximumLength = min(maximumLength, maximum ?? .max)
                compiled.append((constraint, nil))
            case .pattern(let source):
                let pattern: JSONSchemaPattern
                do throws(PatternSyntaxError) {
                    pattern = try JSONSchemaPattern(source)
                } catch {
                    throw ConstraintMisuse(
                        message: "\(constraint.writtenForm) does not compile: \(error)",
                        fix:
                            "Write the pattern in JSON Schema's ECMA-262 syntax (classes, \\d \\w \\s, quantifiers, groups, alternation, anchors); backreferences, look-around and \\p{...} are not supported."
                    )
                }
                compiled.append((constraint, pattern))
                patterns.append(pattern)
            case .oneOf(let values):
                guard values.allSatisfy({ if case .string = $0 { true } else { false } }) else {
                    throw ConstraintMisuse(message: ".oneOf with numbers cannot apply to \(typeName); list strings")
                }
                compiled.append((constraint, nil))
                hasAllowedValues = true
            default:
                throw ConstraintCompiler.misuse(constraint, on: typeName)
            }
        }
        self.constraints = compiled.sorted { Self.rank(of: $0.0) < Self.rank(of: $1.0) }
        self.minimumLength = minimumLength
        self.maximumLength = maximumLength
        self.patterns = patterns
        self.hasAllowedValues = hasAllowedValues
    }

    /// Where a constraint is checked: lengths, allowed values, patterns.
    private static func rank(of constraint: JSONModel.Constraint) -> Int {
        switch constraint.requirement {
        case .length: 0
        case .oneOf: 1
        default: 2
        }
    }

    /// The check, reading a `String` through the pointer.
    var check: ConstraintCheck {
        ConstraintCheck { raw in
            firstViolation(by: raw.assumingMemoryBound(to: String.self).pointee)
        }
    }

    /// The violation of the first constraint `text` breaks, or `nil`.
    ///
    /// Inlined where the type is known (``ConstrainedStringCodec``): a string within lengths
    /// that matches its patterns is checked without going through the constraints one by one.
    @inline(__always)
    func firstViolation(by text: String) -> ConstraintViolation? {
        if !hasAllowedValues, Self.scalarCount(of: text, isWithin: minimumLength, maximumLength),
            patterns.isEmpty || matchesEveryPattern(text)
        {
            return nil
        }
        return violation(by: text)
    }

    /// The violation of the first constraint `text` breaks, lengths first, then allowed values,
    /// then patterns (for allowed values, and for a string that fails the quick test).
    @inline(never)
    private func violation(by text: String) -> ConstraintViolation? {
        for (constraint, pattern) in constraints {
            let violation =
                if let pattern {
                    constraint.violation(byText: text, matching: pattern)
                } else if case .oneOf = constraint.requirement {
                    constraint.violation(byValue: .string(text))
                } else {
                    constraint.violation(byLength: text)
                }
            if let violation { return violation }
        }
        return nil
    }

    /// Whether `text` matches every pattern.
    @inline(never)
    private func matchesEveryPattern(_ text: String) -> Bool {
        // Through the buffer, so that no pattern is retained and released to be called.
        patterns.withUnsafeBufferPointer { patterns in
            for index in patterns.indices where !patterns[index].matches(text) {
                return false
            }
            return true
        }
    }

    /// Whether `text` has between `minimum` and `maximum` Unicode scalars, counted from its
    /// UTF-8 without decoding it: every byte that does not continue a scalar starts one.
    @inline(__always)
    private static func scalarCount(of text: String, isWithin minimum: Int, _ maximum: Int) -> Bool {
        let byteCount = text.utf8.count
        // A scalar takes one to four bytes.
        if byteCount <= maximum, byteCount / 4 >= minimum { return true }
        if byteCount < minimum || (byteCount + 3) / 4 > maximum { return false }
        return countedScalars(of: text, areWithin: minimum, maximum)
    }

    /// ``scalarCount(of:isWithin:_:)`` when the byte count does not tell: counts the scalars.
    @inline(never)
    private static func countedScalars(of text: String, areWithin minimum: Int, _ maximum: Int) -> Bool {
        var count = 0
        for byte in text.utf8 where byte & 0xC0 != 0x80 {
            count += 1
        }
        return count >= minimum && count <= maximum
    }
}

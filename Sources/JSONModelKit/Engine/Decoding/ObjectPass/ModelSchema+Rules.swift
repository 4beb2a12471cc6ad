extension ModelSchema {
    /// Runs the model's rules on the instance at `base` after its member pass.
    ///
    /// Each rule whose properties all decoded without a failure in `failures` runs, so that one
    /// error lists the rules broken beside the values that failed. A broken rule is located at
    /// the object's opening brace (`objectOffset`).
    func checkRules(
        of base: UnsafeMutableRawPointer,
        object: JSONModel?,
        objectOffset: UInt32,
        in context: DecodingContext,
        failures: inout [JSONModelError]
    ) throws(JSONModelError) {
        for schemaRule in rules {
            if !failures.isEmpty,
                schemaRule.propertyIndices.contains(where: { hasFailure(of: properties[$0], among: failures) })
            {
                continue
            }
            guard !schemaRule.rule.holds(RuleSubject(base: base, object: object)) else { continue }
            var failure = schemaRule.failure(of: type)
            failure.locate(atByteOffset: objectOffset)
            try context.collect(failure, into: &failures)
        }
    }

    /// The failures of the rules that the whole instance `subject` breaks: a model after an
    /// update, or a value ``JSONModel/validate()`` walks.
    func ruleFailures(of subject: RuleSubject) -> [JSONModelError] {
        rules.filter { !$0.rule.holds(subject) }.map { $0.failure(of: type) }
    }

    /// The failures of the rules that `object` breaks (see the other `ruleFailures(of:)`).
    func ruleFailures(of object: JSONModel) -> [JSONModelError] {
        ruleFailures(of: RuleSubject(base: UnsafeRawPointer(FieldReflection.base(of: object)), object: object))
    }

    /// Whether one of `failures` (of this model's object, their paths starting at its members)
    /// is a failure of `property`.
    private func hasFailure(of property: SchemaProperty, among failures: [JSONModelError]) -> Bool {
        let paths = property.allPaths.map { keys in
            keys.map { MappedKey.arrayIndex(of: $0).map(JSONModelError.PathComponent.index) ?? .key($0) }
        }
        return failures.contains { failure in
            for error in failure.errors.isEmpty ? [failure] : failure.errors {
                let path = error.pathComponents
                if paths.contains(where: { path.starts(with: $0) }) { return true }
                if path.isEmpty, error.property == property.name { return true }
            }
            return false
        }
    }
}

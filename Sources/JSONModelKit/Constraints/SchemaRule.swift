/// A model's rule (``JSONModel/Rule``) in its schema: the rule, and the indices of the
/// properties it reads.
struct SchemaRule: Sendable {
    /// The rule as declared.
    let rule: JSONModel.Rule
    /// The indices, in ``ModelSchema/properties``, of the properties the rule names.
    let propertyIndices: [Int]

    /// The failure of the rule, for a model whose path the caller adds: its name as
    /// ``JSONModelError/constraint``, and its first property.
    func failure(of modelType: any Any.Type) -> JSONModelError {
        var failure = JSONModelError(
            code: .constraintViolated,
            message: rule.message,
            modelType: modelType,
            property: rule.properties.first
        )
        failure.constraint = rule.name
        return failure
    }
}

/// Normalizes the names reflection reports for properties.
enum PropertyName {
    /// Removes leading `$` characters (Swift reserves them for projected values and some storage).
    static func strippingDollarPrefix(_ name: String) -> String {
        String(name.drop(while: { $0 == "$" }))
    }
}

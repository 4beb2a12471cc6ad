extension JSONModel {
    /// How a model turns Swift property names into JSON keys.
    ///
    /// The same property→key table serves decoding and encoding, so every property round-trips,
    /// acronyms included (`imageURL` ↔ `image_url`).
    public enum KeyStyle: Sendable {
        /// `firstName` → `first_name`, `imageURL` → `image_url`, `URLString` → `url_string`,
        /// `userID` → `user_id`, `address1` → `address1`, `isHTMLEnabled` → `is_html_enabled`.
        case snakeCase
        /// The Swift name as it is: `firstName` → `firstName`.
        case unchanged
        /// Your own conversion, given the Swift name (without a wrapper's `_` or a leading `$`).
        case custom(@Sendable (String) -> String)

        /// The JSON key for a property name in this style.
        public func key(for propertyName: String) -> String {
            let name = PropertyName.strippingDollarPrefix(propertyName)
            switch self {
            case .snakeCase: return SnakeCase.key(for: name)
            case .unchanged: return name
            case .custom(let convert): return convert(name)
            }
        }
    }
}

/// Converts Swift property names to snake_case JSON keys.
enum SnakeCase {
    /// The snake_case key for a property name.
    ///
    /// Words start at a lower-to-upper change (`firstName` → `first_name`), at a digit-to-upper
    /// change (`address1Line` → `address1_line`), and before the last capital of an acronym that
    /// is followed by a lowercase letter (`URLString` → `url_string`, `isHTMLEnabled` →
    /// `is_html_enabled`), except for a plural `s` (`userIDs` → `user_ids`). Digits stay with the word before them (`address1`), and existing
    /// underscores are kept. Leading `$` characters are stripped.
    static func key(for name: String) -> String {
        let scalars = Array(PropertyName.strippingDollarPrefix(name).unicodeScalars)
        var result = String.UnicodeScalarView()
        for index in scalars.indices {
            let scalar = scalars[index]
            let isUpper = scalar.properties.isUppercase
            if isUpper, index > 0 {
                let previous = scalars[index - 1]
                let previousIsLowerOrDigit = previous.properties.isLowercase || ("0"..."9").contains(previous)
                let nextIsLower = index + 1 < scalars.count && scalars[index + 1].properties.isLowercase
                let previousIsUpper = previous.properties.isUppercase
                let startsWord = previousIsUpper && nextIsLower && !isPluralAcronymEnd(scalars, at: index)
                if previousIsLowerOrDigit || startsWord, result.last != "_" {
                    result.append("_")
                }
            }
            if isUpper {
                result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether the capital at `index` ends an acronym made plural by a lone `s`: the `D` of
    /// `userIDs` or the `L` of `imageURLs` (`user_ids`, `image_urls`).
    private static func isPluralAcronymEnd(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + 1 < scalars.count, scalars[index + 1] == "s" else { return false }
        return index + 2 == scalars.count || !scalars[index + 2].properties.isLowercase
    }
}

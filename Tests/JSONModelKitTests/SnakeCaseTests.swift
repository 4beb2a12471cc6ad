import Testing

@testable import JSONModelKit

/// Property names to JSON keys: `KeyStyle.snakeCase`, `.unchanged` and `.custom`.
@Suite struct SnakeCaseTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let key: String
        var testDescription: String { "\(name) → \(key)" }
    }

    static let cases: [Case] = [
        Case(name: "firstName", key: "first_name"),
        Case(name: "imageURL", key: "image_url"),
        Case(name: "URLString", key: "url_string"),
        Case(name: "userID", key: "user_id"),
        Case(name: "address1", key: "address1"),
        Case(name: "isHTMLEnabled", key: "is_html_enabled"),
        Case(name: "employeeID", key: "employee_id"),
        Case(name: "name", key: "name"),
        Case(name: "$name", key: "name"),
        Case(name: "$$name", key: "name"),
        Case(name: "already_snake", key: "already_snake"),
        Case(name: "ID", key: "id"),
        Case(name: "URL", key: "url"),
        // A lone `s` after an acronym makes it plural and does not start a word (Foundation's
        // `convertToSnakeCase` differs here: it writes `user_i_ds`).
        Case(name: "userIDs", key: "user_ids"),
        Case(name: "myURLs", key: "my_urls"),
        Case(name: "imageURLs", key: "image_urls"),
        Case(name: "IDs", key: "ids"),
        Case(name: "userIDsCount", key: "user_ids_count"),
        Case(name: "userIDsV2", key: "user_ids_v2"),
        // Only a lone `s` is a plural: `IDsent` is `I` + `Dsent`.
        Case(name: "userIDsent", key: "user_i_dsent"),
        Case(name: "URLSession", key: "url_session"),
        Case(name: "address1Line", key: "address1_line"),
        Case(name: "v2Endpoint", key: "v2_endpoint"),
        Case(name: "html5Parser", key: "html5_parser"),
        Case(name: "HTTPSConnection", key: "https_connection"),
        Case(name: "getHTTPResponseCode", key: "get_http_response_code"),
        Case(name: "ABCd", key: "ab_cd"),
        Case(name: "a", key: "a"),
        Case(name: "A", key: "a"),
        Case(name: "", key: ""),
        Case(name: "$", key: ""),
        Case(name: "_private", key: "_private"),
        Case(name: "snake_Case", key: "snake_case"),
        Case(name: "camelCase_Name", key: "camel_case_name"),
        Case(name: "x_Y", key: "x_y"),
        Case(name: "trailing_", key: "trailing_"),
        Case(name: "with2Digits34", key: "with2_digits34"),
        Case(name: "iOS", key: "i_os"),
        Case(name: "ÉcoleNormale", key: "école_normale"),
        Case(name: "straßeName", key: "straße_name"),
        Case(name: "日本語Name", key: "日本語name"),
    ]

    @Test(arguments: cases)
    func snakeCaseKey(_ testCase: Case) {
        #expect(JSONModel.KeyStyle.snakeCase.key(for: testCase.name) == testCase.key)
        #expect(SnakeCase.key(for: testCase.name) == testCase.key)
    }

    @Test(arguments: cases)
    func snakeCaseIsIdempotent(_ testCase: Case) {
        // A key that is already snake_case converts to itself.
        #expect(SnakeCase.key(for: testCase.key) == testCase.key)
    }

    @Test(arguments: ["firstName", "imageURL", "already_snake", "ID", ""])
    func unchangedKeepsTheName(_ name: String) {
        #expect(JSONModel.KeyStyle.unchanged.key(for: name) == name)
    }

    @Test func unchangedStripsTheDollarPrefix() {
        #expect(JSONModel.KeyStyle.unchanged.key(for: "$firstName") == "firstName")
    }

    @Test func customReceivesTheNameWithoutDollarPrefix() {
        let style = JSONModel.KeyStyle.custom { name in "k." + name.uppercased() }
        #expect(style.key(for: "firstName") == "k.FIRSTNAME")
        #expect(style.key(for: "$firstName") == "k.FIRSTNAME")
        #expect(style.key(for: "") == "k.")
    }

    @Test func propertyNameStripsOnlyLeadingDollars() {
        #expect(PropertyName.strippingDollarPrefix("$$a$b") == "a$b")
        #expect(PropertyName.strippingDollarPrefix("a") == "a")
        #expect(PropertyName.strippingDollarPrefix("") == "")
    }
}

import Testing

@testable import JSONModelGenerator

@Suite("Names of generated types and properties")
struct NamingTests {
    @Test(
        "plural keys become singular element names",
        arguments: [
            ("statuses", "status"), ("categories", "category"), ("entries", "entry"), ("people", "person"),
            ("children", "child"), ("boxes", "box"), ("addresses", "address"), ("matches", "match"),
            ("indices", "index"), ("leaves", "leaf"), ("movies", "movie"), ("hashtags", "hashtag"),
            ("media", "media"), ("data", "data"), ("status", "status"), ("class", "class"), ("news", "news"),
            ("Features", "Feature"), ("PEOPLE", "PERSON"), ("ids", "id"), ("quizzes", "quiz"), ("bus", "bus"),
        ]
    )
    func singular(plural: String, expected: String) {
        #expect(Singularizer.singular(of: plural) == expected)
    }

    @Test(
        "type names come from keys, singular for elements",
        arguments: [
            ("search_metadata", false, "SearchMetadata"), ("statuses", true, "Status"),
            ("user_mentions", true, "UserMention"), ("seatCategories", true, "SeatCategory"),
            ("media", true, "MediaItem"), ("HTTPStatus", false, "HTTPStatus"), ("2fa", false, "Model2fa"),
            ("", false, "Item"), ("---", true, "Item"), ("properties", false, "Properties"),
            ("first-name", false, "FirstName"), ("urls", true, "Url"),
        ]
    )
    func typeName(key: String, singular: Bool, expected: String) {
        #expect(TypeNaming.name(forKey: key, singular: singular) == expected)
    }

    @Test(
        "type names the generated code needs are not available",
        arguments: ["Data", "Date", "URL", "String", "JSONValue", "JSONModel", "Type", "class", "2x", ""]
    )
    func unavailableTypeName(name: String) {
        #expect(!TypeNaming.isAvailable(name))
    }

    @Test(
        "property names map back to their keys, or need keyMapping",
        arguments: [
            ("first_name", "firstName", false), ("image_url", "imageURL", false), ("user_id", "userID", false),
            ("user_ids", "userIDs", false), ("profile_image_url_https", "profileImageUrlHttps", false),
            ("address1", "address1", false), ("id_str", "idStr", false), ("name", "name", false),
            ("userID", "userID", true), ("HTTPStatus", "httpStatus", true), ("2fa", "key2fa", true),
            ("first-name", "firstName", true), ("a.b", "aB", true), ("$ref", "ref", true),
            ("Type", "type", true), ("PLEYEL_PLEYEL", "pleyelPleyel", true), ("", "emptyKey", true),
            ("class", "class", false), ("with space", "withSpace", true), ("seatCategoryId", "seatCategoryID", true),
        ]
    )
    func propertyName(key: String, name: String, needsKeyMapping: Bool) throws {
        let assigned = try #require(PropertyNaming.names(forKeys: [key]).first)
        #expect(assigned.name == name)
        #expect(assigned.needsKeyMapping == needsKeyMapping)
    }

    @Test("a key that maps back wins the name over one that does not, whatever the order")
    func mappedKeysYieldNames() {
        let names = PropertyNaming.names(forKeys: ["userID", "user_id", "debugDescription", "é", "ü"])
        #expect(names.map(\.name) == ["userID2", "userID", "debugDescriptionValue", "key", "key2"])
        #expect(names.map(\.needsKeyMapping) == [true, false, true, true, true])
    }

    @Test(
        "keyMapping escapes dots, backslashes and dollar signs",
        arguments: [("a.b", #"a\.b"#), ("$ref", #"\$ref"#), (#"back\slash"#, #"back\\slash"#), ("plain", "plain")]
    )
    func keyMappingValue(key: String, expected: String) {
        #expect(PropertyNaming.keyMappingValue(for: key) == expected)
    }

    @Test(
        "keys that look like identifiers make dictionaries",
        arguments: [
            ("1234", true), ("-7", true), ("3F2504E0-4F89-11D3-9A0C-0305E82C3301", true),
            ("7c9e6679-7425-40de-944b-e07fc1f90ae7", true), ("12a", false), ("", false), ("-", false),
            ("name", false), ("3F2504E0-4F89-11D3-9A0C-0305E82C330", false), ("1.5", false),
        ]
    )
    func identifierKey(key: String, expected: Bool) {
        #expect(IdentifierKeys.looksLikeIdentifier(key) == expected)
    }

    @Test(
        "keywords are escaped with backticks",
        arguments: [
            ("class", "`class`"), ("default", "`default`"), ("self", "`self`"), ("in", "`in`"),
            ("protocol", "`protocol`"), ("name", "name"), ("type", "type"), ("id", "id"),
        ]
    )
    func escaping(name: String, expected: String) {
        #expect(SwiftIdentifier.escaped(name) == expected)
    }

    @Test(
        "string literals hold any text exactly",
        arguments: [
            ("plain", #""plain""#), ("say \"hi\"", #""say \"hi\"""#), (#"a\b"#, #""a\\b""#),
            ("line\nbreak\t", #""line\nbreak\t""#), ("\u{1}", #""\u{1}""#), ("é☕", #""é☕""#),
        ]
    )
    func stringLiteral(text: String, expected: String) {
        #expect(SwiftIdentifier.stringLiteral(text) == expected)
    }

    @Test(
        "keys split into words",
        arguments: [
            ("first_name", ["first", "name"]), ("firstName", ["first", "Name"]), ("HTTPStatus", ["HTTP", "Status"]),
            ("imageURL", ["image", "URL"]), ("address1", ["address1"]), ("2fa", ["2fa"]),
            ("first-name here", ["first", "name", "here"]), ("é", []),
        ]
    )
    func words(key: String, expected: [String]) {
        #expect(KeyWords.split(key) == expected)
    }

    @Test("objects whose keys are Swift names keep them under the unchanged key style")
    func camelCaseKeysChooseTheUnchangedStyle() {
        let (names, style) = PropertyNaming.namesAndStyle(forKeys: [
            "seatCategoryId", "subTopicIds", "id", "first-name",
        ])
        #expect(style == .unchanged)
        #expect(names.map(\.name) == ["seatCategoryId", "subTopicIds", "id", "firstName"])
        #expect(names.map(\.needsKeyMapping) == [false, false, false, true])
    }

    @Test("snake_case keys, ties and empty keys keep the snake_case style")
    func snakeCaseKeysKeepTheDefaultStyle() {
        let snake = PropertyNaming.namesAndStyle(forKeys: ["created_at", "user_id", "userID"])
        #expect(snake.keyStyle == .snakeCase)
        #expect(snake.names.map(\.name) == ["createdAt", "userID", "userID2"])
        // One mapping either way: the default wins.
        let tie = PropertyNaming.namesAndStyle(forKeys: ["created_at", "userId"])
        #expect(tie.keyStyle == .snakeCase)
        let withEmptyKey = PropertyNaming.namesAndStyle(forKeys: ["", "aB", "cD"])
        #expect(withEmptyKey.keyStyle == .snakeCase)
        // A reserved name is never taken as it is.
        let reserved = PropertyNaming.namesAndStyle(forKeys: ["keyMapping", "aB", "cD"])
        #expect(reserved.keyStyle == .unchanged)
        #expect(reserved.names.map(\.name) == ["keyMappingValue", "aB", "cD"])
        #expect(reserved.names.map(\.needsKeyMapping) == [true, false, false])
    }
}

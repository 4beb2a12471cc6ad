import Foundation
import Testing

@testable import JSONModelKit

/// The schema builder's small parts: definition names, `null` combinators, codec shapes.
@Suite struct JSONSchemaInternalsTests {
    struct Box<Value> {}

    enum First {
        struct Item {}
    }

    enum Second {
        struct Item {}
    }

    @Test func definitionNamesAreUniqueAndUsableInReferences() {
        let names = JSONSchemaDefinitionNames()
        #expect(names.name(for: First.Item.self) == "Item")
        #expect(names.name(for: Second.Item.self) == "JSONSchemaInternalsTests.Second.Item")
        #expect(names.name(for: First.Item.self) == "Item", "the same type keeps its name")
        #expect(names.name(for: Box<Int>.self) == "Box_Int_")
        #expect(names.name(for: Box<String>.self) == "Box_String_")
        #expect(JSONSchemaDefinitionNames.reference(to: "Item") == ["$ref": "#/$defs/Item"])
    }

    @Test func nullableAddsNullOnceAndKeepsAnyJSON() {
        let string: JSONValue = ["type": "string"]
        #expect(JSONSchemaValues.nullable(string) == ["anyOf": [string, ["type": "null"]]])
        #expect(JSONSchemaValues.nullable([:]) == [:])
        let choice: JSONValue = ["anyOf": [["type": "boolean"], ["enum": [0, 1]]]]
        #expect(
            JSONSchemaValues.nullable(choice) == ["anyOf": [["type": "boolean"], ["enum": [0, 1]], ["type": "null"]]]
        )
        #expect(JSONSchemaValues.nullable(JSONSchemaValues.nullable(string)) == JSONSchemaValues.nullable(string))
    }

    @Test func descriptionsAreCombined() {
        let date: JSONValue = ["type": "string", "description": "a date in the format \"yyyy\""]
        #expect(
            JSONSchemaValues.describing(date, with: "The year.")["description"]
                == "The year. (a date in the format \"yyyy\")"
        )
        #expect(JSONSchemaValues.describing([:], with: "Any.") == ["description": "Any."])
    }

    @Test func everyBuiltInCodecDescribesItself() throws {
        let factory = CodecFactory(dateStrategy: .iso8601, elementClass: nil, schemasInProgress: [], cache: .standard)
        let types: [(type: any Any.Type, shape: String)] = [
            (String.self, "string"), (Bool.self, "boolean"), (Int.self, "integer"), (UInt8.self, "integer"),
            (Double.self, "number"), (Float.self, "number"), (Decimal.self, "number"), (URL.self, "url"),
            (UUID.self, "uuid"), (Data.self, "base64"), (JSONValue.self, "any"), (Date.self, "date"),
            ([Int].self, "array"), (Set<String>.self, "array"), ([String: Int].self, "dictionary"),
            (Int?.self, "optional"), (JSONField<Int>.self, "field"),
        ]
        for (type, shape) in types {
            let codec = try factory.codec(forAny: type)
            #expect(Self.caseName(of: codec.shape) == shape, "\(type)")
        }
    }

    /// The name of a shape's case, without its values.
    private static func caseName(of shape: CodecShape) -> String {
        String(describing: shape).prefix { $0 != "(" }.description
    }
}

import Foundation
import Testing

@testable import JSONModelKit

/// The schemas of many root types in one set of definitions per mode, with one name table.
@Suite struct JSONSchemaCollectionTests {
    final class Owner: JSONModel {
        var name = ""
        var active = false
        var pets: [Pet] = []
    }

    final class Pet: JSONModel {
        var name = ""
    }

    enum Other {
        final class Pet: JSONModel {
            var legs = 4
        }
    }

    @Test func modelsAreReferencesAndOtherTypesInline() throws {
        let collection = JSONSchemaCollection(referencePrefix: "#/components/schemas/")
        #expect(try collection.schema(for: Owner.self, mode: .decoding) == ["$ref": "#/components/schemas/Owner"])
        #expect(
            try collection.schema(for: [Pet].self, mode: .encoding)
                == ["type": "array", "items": ["$ref": "#/components/schemas/Pet"]]
        )
        #expect(
            try collection.schema(for: Int8.self, mode: .decoding) == [
                "type": "integer", "minimum": -128, "maximum": 127,
            ]
        )
        #expect(Set(collection.definitions(mode: .decoding).keys) == ["Owner", "Pet"])
        #expect(Set(collection.definitions(mode: .encoding).keys) == ["Pet"])
    }

    @Test func bothModesShareOneNameTable() throws {
        let collection = JSONSchemaCollection(referencePrefix: "#/components/schemas/")
        // `Other.Pet` is met first, in encoding, and keeps `Pet`; the other `Pet` has its
        // qualified name in both modes.
        _ = try collection.schema(for: Other.Pet.self, mode: .encoding)
        _ = try collection.schema(for: Owner.self, mode: .decoding)
        _ = try collection.schema(for: Owner.self, mode: .encoding)
        let decoding = collection.definitions(mode: .decoding)
        let encoding = collection.definitions(mode: .encoding)
        #expect(Set(decoding.keys) == ["Owner", "JSONSchemaCollectionTests.Pet"])
        #expect(Set(encoding.keys) == ["Pet", "Owner", "JSONSchemaCollectionTests.Pet"])
        #expect(encoding["Pet"]?["properties"]?["legs"] != nil)
        #expect(
            decoding["Owner"]?["properties"]?["pets"]?["items"]
                == ["$ref": "#/components/schemas/JSONSchemaCollectionTests.Pet"]
        )
        // The same type in two modes: equal where the modes agree, not where they differ.
        #expect(decoding["JSONSchemaCollectionTests.Pet"] == encoding["JSONSchemaCollectionTests.Pet"])
        #expect(decoding["Owner"] != encoding["Owner"])
    }

    @Test func definitionsAreThoseOfTheOneDocumentBuild() throws {
        let collection = JSONSchemaCollection(referencePrefix: "#/$defs/")
        _ = try collection.schema(for: Owner.self, mode: .decoding)
        let document = try Owner.jsonSchema()
        var owner = document.objectValue ?? [:]
        owner["$schema"] = nil
        owner["$defs"] = nil
        #expect(collection.definitions(mode: .decoding)["Owner"] == .object(owner))
        #expect(collection.definitions(mode: .decoding)["Pet"] == document["$defs"]?["Pet"])
    }

    @Test func anErrorNamesTheRootType() throws {
        let collection = JSONSchemaCollection(referencePrefix: "#/components/schemas/")
        let error = try #require(throws: JSONModelError.self) {
            try collection.schema(for: [NSObject].self, mode: .decoding)
        }
        #expect(error.rootType.map { $0 == [NSObject].self } == true)
    }
}

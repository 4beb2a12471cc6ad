import Testing

@testable import JSONModelKit

private final class PlainModel: JSONModel {
    var name = ""
}

// The overrides' bodies differ from JSONModel's (`false`, `self`): in release builds the
// optimizer may merge identical functions, and an override that does exactly what the base
// method does may then share its vtable entry (which is harmless: skipping it changes nothing).

private class DecodesProperties: JSONModel {
    var name = ""

    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        property.name == "never"
    }
}

private final class InheritsDecodeProperty: DecodesProperties {}

private final class EncodesProperties: JSONModel {
    override func encodeProperty(_ property: JSONModel.Property, into object: inout [String: JSONValue]) throws -> Bool
    {
        property.name == "never"
    }
}

private final class ChoosesClass: JSONModel {
    override class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
        object["kind"] == "plain" ? PlainModel.self : self
    }
}

private final class GenericModel<Value: Sendable>: JSONModel {
    var values: [Int] = []
}

private final class GenericDecodesProperties<Value: Sendable>: JSONModel {
    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        object.count == 1_000
    }
}

/// Which customization points a class overrides, read from its vtable.
///
/// If the metadata layout ever changed, every class would silently take the slower dictionary
/// path: these tests fail loudly instead.
@Suite struct MethodOverridesTests {
    @Test func slotsAreFound() {
        #expect(MethodOverrides.metadataLayoutIsVerified)
        #expect(MethodOverrides.slotsAreKnown)
    }

    @Test func plainClassesOverrideNothing() {
        for modelClass: JSONModel.Type in [PlainModel.self, GenericModel<Int>.self, GenericModel<String>.self] {
            #expect(!MethodOverrides.overridesDecodeProperty(modelClass), "\(modelClass)")
            #expect(!MethodOverrides.overridesEncodeProperty(modelClass), "\(modelClass)")
            #expect(!MethodOverrides.overridesClassForDecoding(modelClass), "\(modelClass)")
        }
    }

    @Test func eachOverrideIsSeenAlone() {
        #expect(MethodOverrides.overridesDecodeProperty(DecodesProperties.self))
        #expect(!MethodOverrides.overridesEncodeProperty(DecodesProperties.self))
        #expect(!MethodOverrides.overridesClassForDecoding(DecodesProperties.self))

        #expect(MethodOverrides.overridesEncodeProperty(EncodesProperties.self))
        #expect(!MethodOverrides.overridesDecodeProperty(EncodesProperties.self))

        #expect(MethodOverrides.overridesClassForDecoding(ChoosesClass.self))
        #expect(!MethodOverrides.overridesDecodeProperty(ChoosesClass.self))
    }

    @Test func subclassesAndGenericClassesInheritOverrides() {
        #expect(MethodOverrides.overridesDecodeProperty(InheritsDecodeProperty.self))
        #expect(MethodOverrides.overridesDecodeProperty(GenericDecodesProperties<Int>.self))
        #expect(MethodOverrides.overridesDecodeProperty(GenericDecodesProperties<[String]>.self))
    }

    @Test func schemasTakeTheHookPathOnlyForOverridingClasses() throws {
        #expect(try !SchemaCache.standard.schema(for: PlainModel.self).customDecodesProperties)
        #expect(try SchemaCache.standard.schema(for: DecodesProperties.self).customDecodesProperties)
        #expect(try SchemaCache.standard.schema(for: EncodesProperties.self).customEncodesProperties)
        #expect(try SchemaCache.standard.schema(for: ChoosesClass.self).choosesClassForDecoding)
    }
}

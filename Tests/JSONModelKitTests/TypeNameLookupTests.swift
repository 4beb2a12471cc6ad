import Testing

@testable import JSONModelKit

/// A class at the top level of the test module, for `TypeNameLookup`.
final class LookupTopLevel {}

/// Enclosing types of each kind, for `TypeNameLookup`'s mangled-name combinations.
enum LookupEnclosingEnum {
    struct Middle {
        final class Inner {}
    }
}

/// Pins the runtime's mangled-name lookup of classes by module-qualified name.
@Suite struct TypeNameLookupTests {
    final class NestedInSuite {}

    static func found(_ segments: [String]) -> ObjectIdentifier? {
        TypeNameLookup.classType(qualifiedBy: segments).map { ObjectIdentifier($0) }
    }

    @Test func findsATopLevelClass() {
        #expect(Self.found(["JSONModelKitTests", "LookupTopLevel"]) == ObjectIdentifier(LookupTopLevel.self))
    }

    @Test func findsClassesInsideStructsAndEnums() {
        #expect(
            Self.found(["JSONModelKitTests", "TypeNameLookupTests", "NestedInSuite"])
                == ObjectIdentifier(NestedInSuite.self)
        )
        #expect(
            Self.found(["JSONModelKitTests", "LookupEnclosingEnum", "Middle", "Inner"])
                == ObjectIdentifier(LookupEnclosingEnum.Middle.Inner.self)
        )
    }

    @Test(
        arguments: [
            ["LookupTopLevel"],
            ["JSONModelKitTests", "NoSuchClass"],
            ["OtherModule", "LookupTopLevel"],
            ["JSONModelKitTests", "LookupEnclosingEnum"],
            ["JSONModelKitTests", "1LookupTopLevel"],
            ["JSONModelKitTests", "Lookup\u{E9}"],
            ["M", "A", "B", "C", "D", "E", "F"],
        ]
    )
    func findsNothingForOtherNames(segments: [String]) {
        #expect(Self.found(segments) == nil)
    }
}

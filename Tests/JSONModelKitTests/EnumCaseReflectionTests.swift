import Testing

@testable import JSONModelKit

/// Listing the cases of payload-free enums without `CaseIterable`, from runtime metadata.
@Suite struct EnumCaseReflectionTests {
    enum OneString: String {
        case only
    }

    enum TwoStrings: String {
        case first = "one"
        case second = "two"
    }

    enum Planet: String {
        case mercury, venus, earth, mars, jupiter, saturn, uranus, neptune
    }

    enum SparseInts: Int {
        case low = -5
        case zero = 0
        case high = 1_000
        case higher = 1_000_000
    }

    enum OneInt: Int {
        case single = 42
    }

    enum Plain {
        case alpha, beta, gamma
    }

    enum Iterable: String, CaseIterable {
        case x, y, z
    }

    /// `CaseIterable` with a custom order: the declared `allCases` wins over metadata.
    enum CustomOrder: Int, CaseIterable {
        case a, b, c
        static let allCases: [CustomOrder] = [.c, .a]
    }

    enum WithPayload {
        case number(Int)
        case text(String)
        case none
    }

    enum SinglePayload {
        case value(Int)
        case empty
    }

    indirect enum Tree {
        case leaf
        case node(Tree, Tree)
    }

    enum NoCases {}

    struct NotAnEnum {
        var value = 0
    }

    enum Max256: UInt8 {
        case c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15
        case c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31
        case c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47
        case c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63
        case c64, c65, c66, c67, c68, c69, c70, c71, c72, c73, c74, c75, c76, c77, c78, c79
        case c80, c81, c82, c83, c84, c85, c86, c87, c88, c89, c90, c91, c92, c93, c94, c95
        case c96, c97, c98, c99, c100, c101, c102, c103, c104, c105, c106, c107, c108, c109, c110, c111
        case c112, c113, c114, c115, c116, c117, c118, c119, c120, c121, c122, c123, c124, c125, c126, c127
        case c128, c129, c130, c131, c132, c133, c134, c135, c136, c137, c138, c139, c140, c141, c142, c143
        case c144, c145, c146, c147, c148, c149, c150, c151, c152, c153, c154, c155, c156, c157, c158, c159
        case c160, c161, c162, c163, c164, c165, c166, c167, c168, c169, c170, c171, c172, c173, c174, c175
        case c176, c177, c178, c179, c180, c181, c182, c183, c184, c185, c186, c187, c188, c189, c190, c191
        case c192, c193, c194, c195, c196, c197, c198, c199, c200, c201, c202, c203, c204, c205, c206, c207
        case c208, c209, c210, c211, c212, c213, c214, c215, c216, c217, c218, c219, c220, c221, c222, c223
        case c224, c225, c226, c227, c228, c229, c230, c231, c232, c233, c234, c235, c236, c237, c238, c239
        case c240, c241, c242, c243, c244, c245, c246, c247, c248, c249, c250, c251, c252, c253, c254, c255
    }

    enum Over256: Int {
        case c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15
        case c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31
        case c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47
        case c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63
        case c64, c65, c66, c67, c68, c69, c70, c71, c72, c73, c74, c75, c76, c77, c78, c79
        case c80, c81, c82, c83, c84, c85, c86, c87, c88, c89, c90, c91, c92, c93, c94, c95
        case c96, c97, c98, c99, c100, c101, c102, c103, c104, c105, c106, c107, c108, c109, c110, c111
        case c112, c113, c114, c115, c116, c117, c118, c119, c120, c121, c122, c123, c124, c125, c126, c127
        case c128, c129, c130, c131, c132, c133, c134, c135, c136, c137, c138, c139, c140, c141, c142, c143
        case c144, c145, c146, c147, c148, c149, c150, c151, c152, c153, c154, c155, c156, c157, c158, c159
        case c160, c161, c162, c163, c164, c165, c166, c167, c168, c169, c170, c171, c172, c173, c174, c175
        case c176, c177, c178, c179, c180, c181, c182, c183, c184, c185, c186, c187, c188, c189, c190, c191
        case c192, c193, c194, c195, c196, c197, c198, c199, c200, c201, c202, c203, c204, c205, c206, c207
        case c208, c209, c210, c211, c212, c213, c214, c215, c216, c217, c218, c219, c220, c221, c222, c223
        case c224, c225, c226, c227, c228, c229, c230, c231, c232, c233, c234, c235, c236, c237, c238, c239
        case c240, c241, c242, c243, c244, c245, c246, c247, c248, c249, c250, c251, c252, c253, c254, c255
        case c256
    }

    @Test func theDescriptorIsReadableHere() {
        // Linux and macOS on x86_64 and arm64 have no pointer authentication; arm64e would not.
        #expect(EnumCaseReflection.descriptorIsReadable)
    }

    @Test func oneStringCase() {
        #expect(EnumCaseReflection.allCases(of: OneString.self) == [.only])
    }

    @Test func twoStringCases() {
        #expect(EnumCaseReflection.allCases(of: TwoStrings.self) == [.first, .second])
        #expect(EnumCaseReflection.allCases(of: TwoStrings.self).map(\.rawValue) == ["one", "two"])
    }

    @Test func manyStringCasesInDeclarationOrder() {
        let names = EnumCaseReflection.allCases(of: Planet.self).map(\.rawValue)
        #expect(names == ["mercury", "venus", "earth", "mars", "jupiter", "saturn", "uranus", "neptune"])
    }

    @Test func intCasesKeepTheirRawValues() {
        #expect(EnumCaseReflection.allCases(of: SparseInts.self).map(\.rawValue) == [-5, 0, 1_000, 1_000_000])
        #expect(EnumCaseReflection.allCases(of: OneInt.self).map(\.rawValue) == [42])
    }

    @Test func enumWithoutRawValues() {
        #expect(EnumCaseReflection.allCases(of: Plain.self) == [.alpha, .beta, .gamma])
    }

    @Test func caseIterableUsesAllCases() {
        #expect(EnumCaseReflection.allCases(of: Iterable.self) == [.x, .y, .z])
        #expect(EnumCaseReflection.allCases(of: CustomOrder.self) == [.c, .a])
    }

    @Test func twoHundredFiftySixCasesFitOneByte() {
        let cases = EnumCaseReflection.allCases(of: Max256.self)
        #expect(cases.count == 256)
        #expect(cases.map(\.rawValue) == Array(0...255))
    }

    @Test func moreThan256CasesAreNotListed() {
        // Two bytes of storage: outside what the reader handles, so it declines.
        #expect(MemoryLayout<Over256>.size == 2)
        #expect(EnumCaseReflection.allCases(of: Over256.self).isEmpty)
    }

    @Test func enumsWithPayloadsAreNotListed() {
        #expect(EnumCaseReflection.allCases(of: WithPayload.self).isEmpty)
        #expect(EnumCaseReflection.allCases(of: SinglePayload.self).isEmpty)
        #expect(EnumCaseReflection.allCases(of: Tree.self).isEmpty)
    }

    @Test func otherTypesAreNotListed() {
        #expect(EnumCaseReflection.allCases(of: NoCases.self).isEmpty)
        #expect(EnumCaseReflection.allCases(of: NotAnEnum.self).isEmpty)
        #expect(EnumCaseReflection.allCases(of: Int.self).isEmpty)
        #expect(EnumCaseReflection.allCases(of: String.self).isEmpty)
        let optionalCases = EnumCaseReflection.allCases(of: Optional<Int>.self)
        #expect(optionalCases.isEmpty)
        #expect(EnumCaseReflection.allCases(of: Bool.self).isEmpty)
        #expect(EnumCaseReflection.allCases(of: JSONModel.self).isEmpty)
    }

    @Test func optionalOfAnEnumIsNotListedAsTheEnum() {
        // Optional is an enum with a payload case; its cases cannot be listed this way.
        let cases = EnumCaseReflection.allCases(of: Optional<Plain>.self)
        #expect(cases.isEmpty)
    }
}

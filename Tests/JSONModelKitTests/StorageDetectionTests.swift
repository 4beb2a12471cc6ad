import Observation
import Testing

@testable import JSONModelKit

/// Pins what reflection's field list says against the instance size (missing reflection
/// metadata), how `@Observable` storage is recognized, and schema sharing between coders.
@Suite struct StorageDetectionTests {
    final class TailBool: JSONModel {
        var count = 0
        var flag = false
    }

    class Layered: JSONModel {
        var small: Int8 = 0
        var optional: Int? = nil
        lazy var computedOnce = 3
        let constant: UInt8 = 1
    }

    final class LayeredChild: Layered {
        weak var weakReference: JSONModel?
        var tuple: (Bool, Int8) = (true, 1)
    }

    final class Empty: JSONModel {}

    struct Value: JSONStruct {
        var name = ""
        var flag = false
    }

    @Observable final class Observed: JSONModel {
        var name = ""
        var _secret = 0
        @ObservationIgnored var plain = ""
    }

    final class NotObserved: JSONModel {
        var _secret = 0
    }

    @Test(arguments: [TailBool.self, Layered.self, LayeredChild.self, Empty.self, Observed.self] as [JSONModel.Type])
    func reflectedFieldsCoverTheWholeInstance(_ type: JSONModel.Type) {
        let fields = FieldReflection.fields(of: type)
        #expect(!FieldReflection.hasUnlistedStorage(type, fields: fields))
    }

    @Test func aStructsFieldsCoverTheWholeValue() {
        #expect(!FieldReflection.hasUnlistedStorage(Value.self, fields: FieldReflection.fields(of: Value.self)))
    }

    /// What a module without reflection metadata looks like: no fields for a class with storage.
    @Test func storageWithoutFieldsIsDetected() {
        #expect(FieldReflection.hasUnlistedStorage(TailBool.self, fields: []))
        #expect(FieldReflection.hasUnlistedStorage(Value.self, fields: []))
        #expect(!FieldReflection.hasUnlistedStorage(Empty.self, fields: []))
        let fields = FieldReflection.fields(of: LayeredChild.self)
        #expect(FieldReflection.hasUnlistedStorage(LayeredChild.self, fields: Array(fields.dropLast())))
    }

    @Test func observableStorageIsRecognizedOnlyInObservableClasses() {
        let fields = FieldReflection.fields(of: Observed.self)
        let offsets = ObservationStorage.offsets(in: fields, of: Observed.self)
        let names = Set(fields.filter { offsets.contains($0.offset) }.map(\.name))
        #expect(names == ["_name", "__secret"])
        let plainFields = FieldReflection.fields(of: NotObserved.self)
        #expect(ObservationStorage.offsets(in: plainFields, of: NotObserved.self).isEmpty)
    }

    @Test func codersWithTheSameSettingsShareSchemas() {
        #expect(JSONModelCoder(keyStyle: .unchanged).cache === JSONModelCoder(keyStyle: .unchanged).cache)
        #expect(
            JSONModelCoder(dateStrategy: .secondsSince1970).cache
                === JSONModelCoder(dateStrategy: .secondsSince1970).cache
        )
        #expect(JSONModelCoder().cache === SchemaCache.standard)
        #expect(JSONModelCoder(keyStyle: .unchanged).cache !== JSONModelCoder(keyStyle: .snakeCase).cache)
        #expect(JSONModelCoder(keyStyle: .custom { $0 }).cache !== JSONModelCoder(keyStyle: .custom { $0 }).cache)
    }
}

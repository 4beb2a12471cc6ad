import Foundation

extension JSONModel {
    /// A Swift number a constraint's bound or step may be written with: every integer type,
    /// `Double`, `Float` and `Decimal`.
    ///
    /// The bound stands for an exact decimal: an integer exactly, a `Double` or `Float` as the
    /// shortest decimal that reads back as it (what it prints as, so `0.3` is 0.3, not the
    /// binary value nearest to it), a `Decimal` exactly. NaN and infinities are no bounds: the
    /// schema refuses them when it is built. Only the library's conformances are read; a bound
    /// of another conforming type is refused the same way.
    public protocol ConstraintNumber: Comparable, Sendable {}
}

extension JSONModel.ConstraintNumber {
    /// The decimal the number stands for, or `nil` when it is not finite.
    var exactValue: ExactDecimal? {
        switch self {
        case let value as Double: value.isFinite ? ExactDecimal(value.description) : nil
        case let value as Float: value.isFinite ? ExactDecimal(value.description) : nil
        case let value as Decimal: ExactDecimal(value)
        case let value as any BinaryInteger: ExactDecimal(value)
        default: nil
        }
    }
}

extension Int: JSONModel.ConstraintNumber {}
extension Int8: JSONModel.ConstraintNumber {}
extension Int16: JSONModel.ConstraintNumber {}
extension Int32: JSONModel.ConstraintNumber {}
extension Int64: JSONModel.ConstraintNumber {}
extension UInt: JSONModel.ConstraintNumber {}
extension UInt8: JSONModel.ConstraintNumber {}
extension UInt16: JSONModel.ConstraintNumber {}
extension UInt32: JSONModel.ConstraintNumber {}
extension UInt64: JSONModel.ConstraintNumber {}
extension Double: JSONModel.ConstraintNumber {}
extension Float: JSONModel.ConstraintNumber {}
extension Decimal: JSONModel.ConstraintNumber {}

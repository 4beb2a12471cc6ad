import Foundation

/// A Swift number a constraint's bound or step may be written with: every integer type,
/// `Double`, `Float` and `Decimal`.
///
/// Its ``exactValue`` is the decimal the number stands for: an integer exactly, a `Double` or
/// `Float` as the shortest decimal that reads back as it (what it prints as, so `0.3` is 0.3,
/// not the binary value nearest to it), a `Decimal` exactly; `nil` for NaN and infinities.
protocol ConstraintNumber: Comparable, Sendable {
    /// The decimal the number stands for, or `nil` when it is not finite.
    var exactValue: ExactDecimal? { get }
}

extension ConstraintNumber where Self: BinaryInteger {
    var exactValue: ExactDecimal? { ExactDecimal(self) }
}

extension ConstraintNumber where Self: LosslessStringConvertible & BinaryFloatingPoint {
    var exactValue: ExactDecimal? { isFinite ? ExactDecimal(description) : nil }
}

extension Int: ConstraintNumber {}
extension Int8: ConstraintNumber {}
extension Int16: ConstraintNumber {}
extension Int32: ConstraintNumber {}
extension Int64: ConstraintNumber {}
extension UInt: ConstraintNumber {}
extension UInt8: ConstraintNumber {}
extension UInt16: ConstraintNumber {}
extension UInt32: ConstraintNumber {}
extension UInt64: ConstraintNumber {}
extension Double: ConstraintNumber {}
extension Float: ConstraintNumber {}

extension Decimal: ConstraintNumber {
    var exactValue: ExactDecimal? { ExactDecimal(self) }
}

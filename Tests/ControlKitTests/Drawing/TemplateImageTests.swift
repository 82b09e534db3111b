import ControlKit
import ControlKitTesting
import Foundation
import Testing

/// Template images take the drawing control's tint (UIKit's rule), and the UIKit twins'
/// image and size members reach the core: the stepper's background and divider images,
/// the picker's row size, the date picker's rounding switch.
@MainActor
@Suite struct TemplateImageTests {
    let square = DrawingImage(size: CGSize(width: 10, height: 10)) { canvas in
        canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), with: .color(.black))
    }

    /// The images a control draws, in order.
    func drawnImages(_ control: Control) -> [DrawingImage] {
        let canvas = RecordingCanvas()
        control.render(in: canvas)
        return canvas.displayList.commands.compactMap {
            if case .drawImage(let image, _, _) = $0 { return image }
            return nil
        }
    }

    @Test func aTemplateTakesTheControlsTintAndAnOriginalKeepsItsColours() {
        let control = Control()
        control.tintColor = .systemRed
        #expect(control.displayed(square) == square, "an original image is drawn as it is")
        let template = square.withRenderingMode(.template)
        #expect(control.displayed(template).tintColor == .systemRed)
        let ownTint = square.withTintColor(.systemGreen)
        #expect(control.displayed(ownTint).tintColor == .systemGreen, "a template's own tint wins")
        #expect(template != square && template.withRenderingMode(.original) == square)
        var seen: Set<DrawingImage> = [square]
        seen.insert(template)
        #expect(seen.count == 2, "the rendering mode is part of the image's identity")
    }

    @Test func aSliderDrawsItsTemplateThumbInItsTintAndFollowsATintChange() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 44))
        slider.setThumbImage(square.withRenderingMode(.template), for: .normal)
        slider.tintColor = .systemOrange
        #expect(drawnImages(slider).map(\.tintColor) == [.systemOrange])
        slider.tintColor = .systemGreen
        #expect(drawnImages(slider).map(\.tintColor) == [.systemGreen])
    }

    @Test func darkStyleResolvesTheTemplatesTint() {
        let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 44))
        slider.setThumbImage(square.withRenderingMode(.template), for: .normal)
        slider.tintColor = .systemBlue
        slider.userInterfaceStyle = .dark
        let tint = drawnImages(slider).first?.tintColor
        #expect(tint == DrawingColor.systemBlue.resolved(for: .dark))
        #expect(tint != DrawingColor.systemBlue.resolved(for: .light))
    }

    @Test func theStepperDrawsEachButtonsBackgroundImageAndTheDividerForTheirStates() {
        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.value = 0  // at the minimum: − is disabled
        let normal = square, disabled = square.withTintColor(.systemGray)
        let divider = DrawingImage(size: CGSize(width: 1, height: 20)) { _ in }
        let dividerWhenLeftDisabled = DrawingImage(size: CGSize(width: 3, height: 20)) { _ in }
        stepper.setBackgroundImage(normal, for: .normal)
        stepper.setBackgroundImage(disabled, for: .disabled)
        stepper.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.setDividerImage(dividerWhenLeftDisabled, forLeftSegmentState: .disabled, rightSegmentState: .normal)
        #expect(stepper.backgroundImage(for: .disabled) == disabled)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) == divider)
        #expect(drawnImages(stepper) == [normal, disabled, dividerWhenLeftDisabled])
        stepper.value = 50
        #expect(drawnImages(stepper) == [normal, divider])
    }

    @Test func theStepperWithoutImagesDrawsNone() {
        let stepper = ValueStepper(bounds: CGRect(x: 0, y: 0, width: 94, height: 32))
        #expect(drawnImages(stepper).isEmpty)
    }

    @Test func rowSizeIsTheComponentsWidthAndRowHeight() {
        let picker = PickerView(titles: [["a", "b"], ["c"]], bounds: CGRect(x: 0, y: 0, width: 320, height: 216))
        let size = picker.rowSize(forComponent: 1)
        #expect(size.height == PickerView.defaultRowHeight)
        #expect(size.width == picker.rect(forComponent: 1).width && size.width > 100)
        #expect(picker.rowSize(forComponent: 2) == .zero)
        #expect(picker.rowSize(forComponent: -1) == .zero)
    }

    @Test func aDateSetInCodeKeepsItsMinutesWhenRoundingIsOff() {
        let (picker, _) = makeDatePicker(.dateAndTime)
        picker.minuteInterval = 15
        let odd = pickerNow.addingTimeInterval(7 * 60)  // 09:48
        picker.date = odd
        #expect(picker.date == pickerNow.addingTimeInterval(4 * 60), "rounded down to 09:45")
        picker.roundsToMinuteInterval = false
        picker.date = odd
        #expect(picker.date == odd)
    }

    final class Opaque: PlatformImage {}

    @Test func aPlatformImageOfBadSizeOrScaleIsEmptyNotFatal() {
        for (size, scale) in [(CGSize(width: CGFloat.nan, height: -5), 0.0), (CGSize(width: 1e308, height: 1e-300), Double.infinity)] {
            let image = DrawingImage(platformImage: Opaque(), size: size, scale: scale)
            #expect(image.scale == 1)
            #expect(image.size.width.isFinite && image.size.height.isFinite && image.size.width >= 0 && image.size.height >= 0)
            let slider = ValueSlider(bounds: CGRect(x: 0, y: 0, width: 200, height: 44))
            slider.setThumbImage(image.withRenderingMode(.template), for: .normal)
            #expect(DisplayList.record { slider.render(in: $0) }.commands.count > 0)
        }
    }
}

# CocoaPods: the portable core. The UIKit and SwiftUI hosts are their own pods
# (ControlKitUIKit.podspec, ControlKitSwiftUI.podspec), one module each, as in Package.swift.
Pod::Spec.new do |s|
  s.name          = 'ControlKit'
  s.version       = '0.1.0'
  s.summary       = 'Custom, fully drawn controls with UIKit behaviour: range slider, slider, stepper, dial, wheel and date pickers, PIN field.'
  s.description   = <<-DESC
    The portable core of ControlKit: behaviour, state, events and drawing commands for a
    two-thumb range slider, UISlider, UIStepper, a rotating dial, UIPickerView's wheels,
    UIDatePicker and a PIN-code field on a state engine. Draw it with ControlKitUIKit.
  DESC
  # ControlKit has no public home yet: a Podfile takes it by path
  # (pod 'ControlKit', :path => '../ControlKit'); to publish a copy, set CONTROLKIT_GIT (and
  # CONTROLKIT_HOMEPAGE) to where you host it.
  s.homepage      = ENV.fetch('CONTROLKIT_HOMEPAGE', ENV.fetch('CONTROLKIT_GIT', 'https://no-public-home-yet.invalid/ControlKit'))
  s.license       = { :type => 'MIT', :file => 'LICENSE' }
  s.author        = 'ControlKit'
  s.source        = { :git => ENV.fetch('CONTROLKIT_GIT', 'https://no-public-home-yet.invalid/ControlKit.git'), :tag => s.version.to_s }
  s.swift_version = '6.0'
  # iOS only: the one platform the project compiles for (scripts/ios-check.sh).
  s.ios.deployment_target = '15.0'
  s.source_files     = 'Sources/ControlKit/**/*.swift'
  s.resource_bundles = { 'ControlKit' => ['Sources/ControlKit/Resources/*.lproj'] }
end

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Site_Account_MenuInputs */
/** @typedef {{}} Site_Celebration_Earned_TitleInputs */
/** @typedef {{}} Site_Celebration_Keep_GoingInputs */
/** @typedef {{ plan: NonNullable<unknown>, day: NonNullable<unknown> }} Site_Celebration_Plan_DayInputs */
/** @typedef {{}} Site_Celebration_Well_DoneInputs */
/** @typedef {{}} Site_Celebration_You_EarnedInputs */
/** @typedef {{ year: NonNullable<unknown>, siteName: NonNullable<unknown> }} Site_Footer_CopyrightInputs */
/** @typedef {{}} Site_Footer_FeaturesInputs */
/** @typedef {{}} Site_Footer_Features_LabelInputs */
/** @typedef {{}} Site_Footer_GeneralInputs */
/** @typedef {{}} Site_Footer_General_LabelInputs */
/** @typedef {{}} Site_Footer_PrivacyInputs */
/** @typedef {{}} Site_Learning_Switch_MenuInputs */
/** @typedef {{}} Site_Menu_LabelInputs */
/** @typedef {{}} Site_Menu_MainInputs */
/** @typedef {{}} Site_Menu_OpenInputs */
export const site_account_menu: (inputs: Site_Account_MenuInputs) => LocalizedString;
export const site_celebration_earned_title: (inputs: Site_Celebration_Earned_TitleInputs) => LocalizedString;
export const site_celebration_keep_going: (inputs: Site_Celebration_Keep_GoingInputs) => LocalizedString;
export const site_celebration_plan_day: (inputs: Site_Celebration_Plan_DayInputs) => LocalizedString;
export const site_celebration_well_done: (inputs: Site_Celebration_Well_DoneInputs) => LocalizedString;
export const site_celebration_you_earned: (inputs: Site_Celebration_You_EarnedInputs) => LocalizedString;
export const site_footer_copyright: (inputs: Site_Footer_CopyrightInputs) => LocalizedString;
export const site_footer_features: (inputs: Site_Footer_FeaturesInputs) => LocalizedString;
export const site_footer_features_label: (inputs: Site_Footer_Features_LabelInputs) => LocalizedString;
export const site_footer_general: (inputs: Site_Footer_GeneralInputs) => LocalizedString;
export const site_footer_general_label: (inputs: Site_Footer_General_LabelInputs) => LocalizedString;
export const site_footer_privacy: (inputs: Site_Footer_PrivacyInputs) => LocalizedString;
export const site_learning_switch_menu: (inputs: Site_Learning_Switch_MenuInputs) => LocalizedString;
export const site_menu_label: (inputs: Site_Menu_LabelInputs) => LocalizedString;
export const site_menu_main: (inputs: Site_Menu_MainInputs) => LocalizedString;
export const site_menu_open: (inputs: Site_Menu_OpenInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Account_MenuInputs = {};
export type Site_Celebration_Earned_TitleInputs = {};
export type Site_Celebration_Keep_GoingInputs = {};
export type Site_Celebration_Plan_DayInputs = {
    plan: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Site_Celebration_Well_DoneInputs = {};
export type Site_Celebration_You_EarnedInputs = {};
export type Site_Footer_CopyrightInputs = {
    year: NonNullable<unknown>;
    siteName: NonNullable<unknown>;
};
export type Site_Footer_FeaturesInputs = {};
export type Site_Footer_Features_LabelInputs = {};
export type Site_Footer_GeneralInputs = {};
export type Site_Footer_General_LabelInputs = {};
export type Site_Footer_PrivacyInputs = {};
export type Site_Learning_Switch_MenuInputs = {};
export type Site_Menu_LabelInputs = {};
export type Site_Menu_MainInputs = {};
export type Site_Menu_OpenInputs = {};

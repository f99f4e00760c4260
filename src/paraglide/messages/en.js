/* eslint-disable */
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


export const site_account_menu = /** @type {(inputs: Site_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

export const site_celebration_earned_title = /** @type {(inputs: Site_Celebration_Earned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌟 You earned something new!`)
};

export const site_celebration_keep_going = /** @type {(inputs: Site_Celebration_Keep_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep going`)
};

export const site_celebration_plan_day = /** @type {(inputs: Site_Celebration_Plan_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan}: day ${i?.day} done`)
};

export const site_celebration_well_done = /** @type {(inputs: Site_Celebration_Well_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Well done!`)
};

export const site_celebration_you_earned = /** @type {(inputs: Site_Celebration_You_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You earned:`)
};

export const site_footer_copyright = /** @type {(inputs: Site_Footer_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.siteName}`)
};

export const site_footer_features = /** @type {(inputs: Site_Footer_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Features`)
};

export const site_footer_features_label = /** @type {(inputs: Site_Footer_Features_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer: features`)
};

export const site_footer_general = /** @type {(inputs: Site_Footer_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

export const site_footer_general_label = /** @type {(inputs: Site_Footer_General_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer: general`)
};

export const site_footer_privacy = /** @type {(inputs: Site_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy`)
};

export const site_learning_switch_menu = /** @type {(inputs: Site_Learning_Switch_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who's learning?`)
};

export const site_menu_label = /** @type {(inputs: Site_Menu_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const site_menu_main = /** @type {(inputs: Site_Menu_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const site_menu_open = /** @type {(inputs: Site_Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};
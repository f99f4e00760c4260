/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Account_Check_Inbox_NextInputs */
/** @typedef {{ email: NonNullable<unknown> }} Account_Check_Inbox_TextInputs */
/** @typedef {{}} Account_Check_Inbox_TitleInputs */
/** @typedef {{}} Account_Email_Confirmed_TextInputs */
/** @typedef {{}} Account_Email_Confirmed_TitleInputs */
/** @typedef {{}} Account_ResendInputs */
/** @typedef {{}} Account_Resend_FailedInputs */
/** @typedef {{}} Account_Use_Another_AddressInputs */
/** @typedef {{}} Family_Add_Your_ChildrenInputs */
/** @typedef {{}} Family_Add_Your_Children_LeadInputs */
/** @typedef {{}} Family_Learning_NowInputs */
/** @typedef {{ start: NonNullable<unknown> }} Family_Learning_Start_By_AgeInputs */
/** @typedef {{}} Family_Learning_Start_InvalidInputs */
/** @typedef {{}} Family_Learning_Start_LabelInputs */
/** @typedef {{}} Family_Skip_For_NowInputs */
/** @typedef {{ name: NonNullable<unknown> }} Family_Start_Learning_AsInputs */
/** @typedef {{}} Family_Start_ReaderInputs */
/** @typedef {{}} Family_Start_StoriesInputs */
/** @typedef {{}} Family_Start_Stories_ReaderInputs */
/** @typedef {{ count: NonNullable<unknown> }} Family_Waiting_BadgeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Family_Waiting_TitleInputs */
/** @typedef {{}} Family_Waiting_Title_NoneInputs */
/** @typedef {{}} Home_Ask_Grown_UpInputs */
/** @typedef {{}} Home_Back_To_My_HomeInputs */
/** @typedef {{}} Home_Badges_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Home_HiInputs */
/** @typedef {{}} Home_LoadingInputs */
/** @typedef {{}} Home_No_BadgesInputs */
/** @typedef {{}} Home_Not_Open_YetInputs */
/** @typedef {{}} Home_Plans_For_Grown_UpsInputs */
/** @typedef {{}} Home_Start_HereInputs */
/** @typedef {{ count: NonNullable<unknown> }} Home_Streak_DaysInputs */
/** @typedef {{}} Home_Streak_TitleInputs */
/** @typedef {{}} Home_SwitchInputs */
/** @typedef {{}} Home_Thing_DevotionalInputs */
/** @typedef {{}} Home_Thing_Devotional_DetailInputs */
/** @typedef {{ game: NonNullable<unknown> }} Home_Thing_GameInputs */
/** @typedef {{}} Home_Thing_Game_DetailInputs */
/** @typedef {{}} Home_Thing_Listen_StoryInputs */
/** @typedef {{}} Home_Thing_Listen_Story_DetailInputs */
/** @typedef {{ day: NonNullable<unknown> }} Home_Thing_Plan_DayInputs */
/** @typedef {{}} Home_Thing_Read_BibleInputs */
/** @typedef {{}} Home_Thing_Read_Bible_DetailInputs */
/** @typedef {{}} Home_Thing_Read_StoryInputs */
/** @typedef {{}} Home_Thing_Read_Story_DetailInputs */
/** @typedef {{}} Home_Thing_VersesInputs */
/** @typedef {{}} Home_Thing_Verses_DetailInputs */
/** @typedef {{ count: NonNullable<unknown> }} Home_Thing_Verses_DueInputs */
/** @typedef {{}} Home_TitleInputs */
/** @typedef {{}} Home_TodayInputs */
/** @typedef {{ year: NonNullable<unknown>, siteName: NonNullable<unknown> }} Site_Footer_CopyrightInputs */
/** @typedef {{}} Site_Footer_FeaturesInputs */
/** @typedef {{}} Site_Footer_Features_LabelInputs */
/** @typedef {{}} Site_Footer_GeneralInputs */
/** @typedef {{}} Site_Footer_General_LabelInputs */
/** @typedef {{}} Site_Footer_PrivacyInputs */
import * as __en from "./en.js"
import * as __es from "./es.js"
/**
* | output |
* | --- |
* | "Open it to confirm your account: it signs you in and takes you to add your children. It can take a minute or two, and may land in spam." |
*
* @param {Account_Check_Inbox_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_check_inbox_next = /** @type {((inputs?: Account_Check_Inbox_NextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Check_Inbox_NextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.account_check_inbox_next(inputs)
	return __en.account_check_inbox_next(inputs)
});
/**
* | output |
* | --- |
* | "We sent a link to {email}." |
*
* @param {Account_Check_Inbox_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_check_inbox_text = /** @type {((inputs: Account_Check_Inbox_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Check_Inbox_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.account_check_inbox_text(inputs)
	return __en.account_check_inbox_text(inputs)
});
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Account_Check_Inbox_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_check_inbox_title = /** @type {((inputs?: Account_Check_Inbox_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Check_Inbox_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.account_check_inbox_title(inputs)
	return __en.account_check_inbox_title(inputs)
});
/**
* | output |
* | --- |
* | "Your account is active and you are signed in. Add your children to begin!" |
*
* @param {Account_Email_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_email_confirmed_text = /** @type {((inputs?: Account_Email_Confirmed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_Confirmed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.account_email_confirmed_text(inputs)
	return __en.account_email_confirmed_text(inputs)
});
/**
* | output |
* | --- |
* | "Email Confirmed! 🎉" |
*
* @param {Account_Email_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_email_confirmed_title = /** @type {((inputs?: Account_Email_Confirmed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_Confirmed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.account_email_confirmed_title(inputs)
	return __en.account_email_confirmed_title(inputs)
});
/**
* | output |
* | --- |
* | "Resend the link" |
*
* @param {Account_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_resend = /** @type {((inputs?: Account_ResendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ResendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.account_resend(inputs)
	return __en.account_resend(inputs)
});
/**
* | output |
* | --- |
* | "Could not resend" |
*
* @param {Account_Resend_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_resend_failed = /** @type {((inputs?: Account_Resend_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Resend_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.account_resend_failed(inputs)
	return __en.account_resend_failed(inputs)
});
/**
* | output |
* | --- |
* | "Use another e-mail address" |
*
* @param {Account_Use_Another_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_use_another_address = /** @type {((inputs?: Account_Use_Another_AddressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Use_Another_AddressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.account_use_another_address(inputs)
	return __en.account_use_another_address(inputs)
});
/**
* | output |
* | --- |
* | "Add your children" |
*
* @param {Family_Add_Your_ChildrenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_add_your_children = /** @type {((inputs?: Family_Add_Your_ChildrenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Add_Your_ChildrenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_add_your_children(inputs)
	return __en.family_add_your_children(inputs)
});
/**
* | output |
* | --- |
* | "Each child gets a profile of their own, with their own home, stars and badges. No e-mail or password for them: you see and decide everything." |
*
* @param {Family_Add_Your_Children_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_add_your_children_lead = /** @type {((inputs?: Family_Add_Your_Children_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Add_Your_Children_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_add_your_children_lead(inputs)
	return __en.family_add_your_children_lead(inputs)
});
/**
* | output |
* | --- |
* | "Learning now" |
*
* @param {Family_Learning_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_now = /** @type {((inputs?: Family_Learning_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Learning_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_learning_now(inputs)
	return __en.family_learning_now(inputs)
});
/**
* | output |
* | --- |
* | "By age group ({start})" |
*
* @param {Family_Learning_Start_By_AgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_start_by_age = /** @type {((inputs: Family_Learning_Start_By_AgeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Learning_Start_By_AgeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_learning_start_by_age(inputs)
	return __en.family_learning_start_by_age(inputs)
});
/**
* | output |
* | --- |
* | "Please choose where the learning starts." |
*
* @param {Family_Learning_Start_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_start_invalid = /** @type {((inputs?: Family_Learning_Start_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Learning_Start_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_learning_start_invalid(inputs)
	return __en.family_learning_start_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Where learning starts" |
*
* @param {Family_Learning_Start_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_start_label = /** @type {((inputs?: Family_Learning_Start_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Learning_Start_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_learning_start_label(inputs)
	return __en.family_learning_start_label(inputs)
});
/**
* | output |
* | --- |
* | "Skip for now" |
*
* @param {Family_Skip_For_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_skip_for_now = /** @type {((inputs?: Family_Skip_For_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Skip_For_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_skip_for_now(inputs)
	return __en.family_skip_for_now(inputs)
});
/**
* | output |
* | --- |
* | "Start learning as {name}" |
*
* @param {Family_Start_Learning_AsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_learning_as = /** @type {((inputs: Family_Start_Learning_AsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Start_Learning_AsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_start_learning_as(inputs)
	return __en.family_start_learning_as(inputs)
});
/**
* | output |
* | --- |
* | "Bible reader, plans and memory verses" |
*
* @param {Family_Start_ReaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_reader = /** @type {((inputs?: Family_Start_ReaderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Start_ReaderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_start_reader(inputs)
	return __en.family_start_reader(inputs)
});
/**
* | output |
* | --- |
* | "Story path, listening" |
*
* @param {Family_Start_StoriesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_stories = /** @type {((inputs?: Family_Start_StoriesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Start_StoriesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_start_stories(inputs)
	return __en.family_start_stories(inputs)
});
/**
* | output |
* | --- |
* | "Stories and the Bible reader" |
*
* @param {Family_Start_Stories_ReaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_stories_reader = /** @type {((inputs?: Family_Start_Stories_ReaderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Start_Stories_ReaderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_start_stories_reader(inputs)
	return __en.family_start_stories_reader(inputs)
});
/**
* | n | output |
* | --- | --- |
* | "one" | "post waits for you" |
* | "other" | "posts wait for you" |
*
* @param {Family_Waiting_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_waiting_badge = /** @type {((inputs: Family_Waiting_BadgeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Waiting_BadgeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_waiting_badge(inputs)
	return __en.family_waiting_badge(inputs)
});
/**
* | n | output |
* | --- | --- |
* | "one" | "Waiting for you (1)" |
* | "other" | "Waiting for you ({count})" |
*
* @param {Family_Waiting_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_waiting_title = /** @type {((inputs: Family_Waiting_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Waiting_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_waiting_title(inputs)
	return __en.family_waiting_title(inputs)
});
/**
* | output |
* | --- |
* | "Waiting for you" |
*
* @param {Family_Waiting_Title_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_waiting_title_none = /** @type {((inputs?: Family_Waiting_Title_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Waiting_Title_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.family_waiting_title_none(inputs)
	return __en.family_waiting_title_none(inputs)
});
/**
* | output |
* | --- |
* | "Ask a grown-up" |
*
* @param {Home_Ask_Grown_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_ask_grown_up = /** @type {((inputs?: Home_Ask_Grown_UpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Ask_Grown_UpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_ask_grown_up(inputs)
	return __en.home_ask_grown_up(inputs)
});
/**
* | output |
* | --- |
* | "Back to my home" |
*
* @param {Home_Back_To_My_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_back_to_my_home = /** @type {((inputs?: Home_Back_To_My_HomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Back_To_My_HomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_back_to_my_home(inputs)
	return __en.home_back_to_my_home(inputs)
});
/**
* | output |
* | --- |
* | "My badges" |
*
* @param {Home_Badges_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_badges_title = /** @type {((inputs?: Home_Badges_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Badges_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_badges_title(inputs)
	return __en.home_badges_title(inputs)
});
/**
* | output |
* | --- |
* | "Hi {name}!" |
*
* @param {Home_HiInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_hi = /** @type {((inputs: Home_HiInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_HiInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_hi(inputs)
	return __en.home_hi(inputs)
});
/**
* | output |
* | --- |
* | "Getting your day ready..." |
*
* @param {Home_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_loading = /** @type {((inputs?: Home_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_loading(inputs)
	return __en.home_loading(inputs)
});
/**
* | output |
* | --- |
* | "No badges yet. Each thing you finish can earn one!" |
*
* @param {Home_No_BadgesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_no_badges = /** @type {((inputs?: Home_No_BadgesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_No_BadgesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_no_badges(inputs)
	return __en.home_no_badges(inputs)
});
/**
* | output |
* | --- |
* | "This one is not open yet." |
*
* @param {Home_Not_Open_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_not_open_yet = /** @type {((inputs?: Home_Not_Open_YetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Not_Open_YetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_not_open_yet(inputs)
	return __en.home_not_open_yet(inputs)
});
/**
* | output |
* | --- |
* | "Plans are for grown-ups" |
*
* @param {Home_Plans_For_Grown_UpsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_plans_for_grown_ups = /** @type {((inputs?: Home_Plans_For_Grown_UpsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Plans_For_Grown_UpsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_plans_for_grown_ups(inputs)
	return __en.home_plans_for_grown_ups(inputs)
});
/**
* | output |
* | --- |
* | "Start here" |
*
* @param {Home_Start_HereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_start_here = /** @type {((inputs?: Home_Start_HereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Start_HereInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_start_here(inputs)
	return __en.home_start_here(inputs)
});
/**
* | n | output |
* | --- | --- |
* | "one" | "{count} day in a row" |
* | "other" | "{count} days in a row" |
*
* @param {Home_Streak_DaysInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_streak_days = /** @type {((inputs: Home_Streak_DaysInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Streak_DaysInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_streak_days(inputs)
	return __en.home_streak_days(inputs)
});
/**
* | output |
* | --- |
* | "My streak" |
*
* @param {Home_Streak_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_streak_title = /** @type {((inputs?: Home_Streak_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Streak_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_streak_title(inputs)
	return __en.home_streak_title(inputs)
});
/**
* | output |
* | --- |
* | "Not you? Choose who is learning" |
*
* @param {Home_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_switch = /** @type {((inputs?: Home_SwitchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_SwitchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_switch(inputs)
	return __en.home_switch(inputs)
});
/**
* | output |
* | --- |
* | "Today's devotional" |
*
* @param {Home_Thing_DevotionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_devotional = /** @type {((inputs?: Home_Thing_DevotionalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_DevotionalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_thing_devotional(inputs)
	return __en.home_thing_devotional(inputs)
});
/**
* | output |
* | --- |
* | "A verse, a short reading and a prayer." |
*
* @param {Home_Thing_Devotional_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_devotional_detail = /** @type {((inputs?: Home_Thing_Devotional_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Devotional_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_thing_devotional_detail(inputs)
	return __en.home_thing_devotional_detail(inputs)
});
/**
* | output |
* | --- |
* | "Play {game}" |
*
* @param {Home_Thing_GameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_game = /** @type {((inputs: Home_Thing_GameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_GameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_thing_game(inputs)
	return __en.home_thing_game(inputs)
});
/**
* | output |
* | --- |
* | "A Bible game for today." |
*
* @param {Home_Thing_Game_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_game_detail = /** @type {((inputs?: Home_Thing_Game_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Game_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_thing_game_detail(inputs)
	return __en.home_thing_game_detail(inputs)
});
/**
* | output |
* | --- |
* | "Listen to a Bible story" |
*
* @param {Home_Thing_Listen_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_listen_story = /** @type {((inputs?: Home_Thing_Listen_StoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Listen_StoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_thing_listen_story(inputs)
	return __en.home_thing_listen_story(inputs)
});
/**
* | output |
* | --- |
* | "Tap Listen and the story is read to you." |
*
* @param {Home_Thing_Listen_Story_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_listen_story_detail = /** @type {((inputs?: Home_Thing_Listen_Story_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Listen_Story_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_thing_listen_story_detail(inputs)
	return __en.home_thing_listen_story_detail(inputs)
});
/**
* | output |
* | --- |
* | "Day {day} of your reading plan" |
*
* @param {Home_Thing_Plan_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_plan_day = /** @type {((inputs: Home_Thing_Plan_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Plan_DayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_thing_plan_day(inputs)
	return __en.home_thing_plan_day(inputs)
});
/**
* | output |
* | --- |
* | "Read the Bible" |
*
* @param {Home_Thing_Read_BibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_bible = /** @type {((inputs?: Home_Thing_Read_BibleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Read_BibleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_thing_read_bible(inputs)
	return __en.home_thing_read_bible(inputs)
});
/**
* | output |
* | --- |
* | "Pick up where you like. Tap a hard word to see what it means." |
*
* @param {Home_Thing_Read_Bible_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_bible_detail = /** @type {((inputs?: Home_Thing_Read_Bible_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Read_Bible_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_thing_read_bible_detail(inputs)
	return __en.home_thing_read_bible_detail(inputs)
});
/**
* | output |
* | --- |
* | "Read a Bible story" |
*
* @param {Home_Thing_Read_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_story = /** @type {((inputs?: Home_Thing_Read_StoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Read_StoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_thing_read_story(inputs)
	return __en.home_thing_read_story(inputs)
});
/**
* | output |
* | --- |
* | "A short story from the Bible, with a picture." |
*
* @param {Home_Thing_Read_Story_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_story_detail = /** @type {((inputs?: Home_Thing_Read_Story_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Read_Story_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_thing_read_story_detail(inputs)
	return __en.home_thing_read_story_detail(inputs)
});
/**
* | output |
* | --- |
* | "Practise your memory verses" |
*
* @param {Home_Thing_VersesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_verses = /** @type {((inputs?: Home_Thing_VersesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_VersesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_thing_verses(inputs)
	return __en.home_thing_verses(inputs)
});
/**
* | output |
* | --- |
* | "Learn a verse by heart, step by step." |
*
* @param {Home_Thing_Verses_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_verses_detail = /** @type {((inputs?: Home_Thing_Verses_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Verses_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_thing_verses_detail(inputs)
	return __en.home_thing_verses_detail(inputs)
});
/**
* | n | output |
* | --- | --- |
* | "one" | "{count} verse to practise today" |
* | "other" | "{count} verses to practise today" |
*
* @param {Home_Thing_Verses_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_verses_due = /** @type {((inputs: Home_Thing_Verses_DueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Verses_DueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_thing_verses_due(inputs)
	return __en.home_thing_verses_due(inputs)
});
/**
* | output |
* | --- |
* | "My home" |
*
* @param {Home_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_title = /** @type {((inputs?: Home_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_title(inputs)
	return __en.home_title(inputs)
});
/**
* | output |
* | --- |
* | "Today" |
*
* @param {Home_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_today = /** @type {((inputs?: Home_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TodayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_today(inputs)
	return __en.home_today(inputs)
});
/**
* | output |
* | --- |
* | "© {year} {siteName}" |
*
* @param {Site_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_copyright = /** @type {((inputs: Site_Footer_CopyrightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_CopyrightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_copyright(inputs)
	return __en.site_footer_copyright(inputs)
});
/**
* | output |
* | --- |
* | "Features" |
*
* @param {Site_Footer_FeaturesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features = /** @type {((inputs?: Site_Footer_FeaturesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_FeaturesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_features(inputs)
	return __en.site_footer_features(inputs)
});
/**
* | output |
* | --- |
* | "Footer: features" |
*
* @param {Site_Footer_Features_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features_label = /** @type {((inputs?: Site_Footer_Features_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Features_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_features_label(inputs)
	return __en.site_footer_features_label(inputs)
});
/**
* | output |
* | --- |
* | "General" |
*
* @param {Site_Footer_GeneralInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_general = /** @type {((inputs?: Site_Footer_GeneralInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_GeneralInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_general(inputs)
	return __en.site_footer_general(inputs)
});
/**
* | output |
* | --- |
* | "Footer: general" |
*
* @param {Site_Footer_General_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_general_label = /** @type {((inputs?: Site_Footer_General_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_General_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_general_label(inputs)
	return __en.site_footer_general_label(inputs)
});
/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Site_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_privacy = /** @type {((inputs?: Site_Footer_PrivacyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_PrivacyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_privacy(inputs)
	return __en.site_footer_privacy(inputs)
});
/* eslint-disable */
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
import * as registry from "../registry.js"


export const account_check_inbox_next = /** @type {(inputs: Account_Check_Inbox_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open it to confirm your account: it signs you in and takes you to add your children. It can take a minute or two, and may land in spam.`)
};

export const account_check_inbox_text = /** @type {(inputs: Account_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a link to ${i?.email}.`)
};

export const account_check_inbox_title = /** @type {(inputs: Account_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

export const account_email_confirmed_text = /** @type {(inputs: Account_Email_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is active and you are signed in. Add your children to begin!`)
};

export const account_email_confirmed_title = /** @type {(inputs: Account_Email_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Confirmed! 🎉`)
};

export const account_resend = /** @type {(inputs: Account_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend the link`)
};

export const account_resend_failed = /** @type {(inputs: Account_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not resend`)
};

export const account_use_another_address = /** @type {(inputs: Account_Use_Another_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use another e-mail address`)
};

export const family_add_your_children = /** @type {(inputs: Family_Add_Your_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add your children`)
};

export const family_add_your_children_lead = /** @type {(inputs: Family_Add_Your_Children_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each child gets a profile of their own, with their own home, stars and badges. No e-mail or password for them: you see and decide everything.`)
};

export const family_learning_now = /** @type {(inputs: Family_Learning_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learning now`)
};

export const family_learning_start_by_age = /** @type {(inputs: Family_Learning_Start_By_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By age group (${i?.start})`)
};

export const family_learning_start_invalid = /** @type {(inputs: Family_Learning_Start_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose where the learning starts.`)
};

export const family_learning_start_label = /** @type {(inputs: Family_Learning_Start_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where learning starts`)
};

export const family_skip_for_now = /** @type {(inputs: Family_Skip_For_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip for now`)
};

export const family_start_learning_as = /** @type {(inputs: Family_Start_Learning_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Start learning as ${i?.name}`)
};

export const family_start_reader = /** @type {(inputs: Family_Start_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible reader, plans and memory verses`)
};

export const family_start_stories = /** @type {(inputs: Family_Start_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story path, listening`)
};

export const family_start_stories_reader = /** @type {(inputs: Family_Start_Stories_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories and the Bible reader`)
};

export const family_waiting_badge = /** @type {(inputs: Family_Waiting_BadgeInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`post waits for you`);
	if (n === "other") return /** @type {LocalizedString} */ (`posts wait for you`);
	return /** @type {LocalizedString} */ ("family_waiting_badge");
};

export const family_waiting_title = /** @type {(inputs: Family_Waiting_TitleInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Waiting for you (1)`);
	if (n === "other") return /** @type {LocalizedString} */ (`Waiting for you (${i?.count})`);
	return /** @type {LocalizedString} */ ("family_waiting_title");
};

export const family_waiting_title_none = /** @type {(inputs: Family_Waiting_Title_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for you`)
};

export const home_ask_grown_up = /** @type {(inputs: Home_Ask_Grown_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask a grown-up`)
};

export const home_back_to_my_home = /** @type {(inputs: Home_Back_To_My_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to my home`)
};

export const home_badges_title = /** @type {(inputs: Home_Badges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My badges`)
};

export const home_hi = /** @type {(inputs: Home_HiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.name}!`)
};

export const home_loading = /** @type {(inputs: Home_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting your day ready...`)
};

export const home_no_badges = /** @type {(inputs: Home_No_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No badges yet. Each thing you finish can earn one!`)
};

export const home_not_open_yet = /** @type {(inputs: Home_Not_Open_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This one is not open yet.`)
};

export const home_plans_for_grown_ups = /** @type {(inputs: Home_Plans_For_Grown_UpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans are for grown-ups`)
};

export const home_start_here = /** @type {(inputs: Home_Start_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start here`)
};

export const home_streak_days = /** @type {(inputs: Home_Streak_DaysInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} day in a row`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} days in a row`);
	return /** @type {LocalizedString} */ ("home_streak_days");
};

export const home_streak_title = /** @type {(inputs: Home_Streak_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My streak`)
};

export const home_switch = /** @type {(inputs: Home_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not you? Choose who is learning`)
};

export const home_thing_devotional = /** @type {(inputs: Home_Thing_DevotionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today's devotional`)
};

export const home_thing_devotional_detail = /** @type {(inputs: Home_Thing_Devotional_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A verse, a short reading and a prayer.`)
};

export const home_thing_game = /** @type {(inputs: Home_Thing_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play ${i?.game}`)
};

export const home_thing_game_detail = /** @type {(inputs: Home_Thing_Game_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Bible game for today.`)
};

export const home_thing_listen_story = /** @type {(inputs: Home_Thing_Listen_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to a Bible story`)
};

export const home_thing_listen_story_detail = /** @type {(inputs: Home_Thing_Listen_Story_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap Listen and the story is read to you.`)
};

export const home_thing_plan_day = /** @type {(inputs: Home_Thing_Plan_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Day ${i?.day} of your reading plan`)
};

export const home_thing_read_bible = /** @type {(inputs: Home_Thing_Read_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the Bible`)
};

export const home_thing_read_bible_detail = /** @type {(inputs: Home_Thing_Read_Bible_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick up where you like. Tap a hard word to see what it means.`)
};

export const home_thing_read_story = /** @type {(inputs: Home_Thing_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read a Bible story`)
};

export const home_thing_read_story_detail = /** @type {(inputs: Home_Thing_Read_Story_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A short story from the Bible, with a picture.`)
};

export const home_thing_verses = /** @type {(inputs: Home_Thing_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practise your memory verses`)
};

export const home_thing_verses_detail = /** @type {(inputs: Home_Thing_Verses_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn a verse by heart, step by step.`)
};

export const home_thing_verses_due = /** @type {(inputs: Home_Thing_Verses_DueInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} verse to practise today`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} verses to practise today`);
	return /** @type {LocalizedString} */ ("home_thing_verses_due");
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My home`)
};

export const home_today = /** @type {(inputs: Home_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
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
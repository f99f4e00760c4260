/**
* | output |
* | --- |
* | "Open it to confirm your account: it signs you in and takes you to add your children. It can take a minute or two, and may land in spam." |
*
* @param {Account_Check_Inbox_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_check_inbox_next: ((inputs?: Account_Check_Inbox_NextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Check_Inbox_NextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We sent a link to {email}." |
*
* @param {Account_Check_Inbox_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_check_inbox_text: ((inputs: Account_Check_Inbox_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Check_Inbox_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Account_Check_Inbox_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_check_inbox_title: ((inputs?: Account_Check_Inbox_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Check_Inbox_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your account is active and you are signed in. Add your children to begin!" |
*
* @param {Account_Email_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_email_confirmed_text: ((inputs?: Account_Email_Confirmed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Email_Confirmed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email Confirmed! 🎉" |
*
* @param {Account_Email_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_email_confirmed_title: ((inputs?: Account_Email_Confirmed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Email_Confirmed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Resend the link" |
*
* @param {Account_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_resend: ((inputs?: Account_ResendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ResendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Could not resend" |
*
* @param {Account_Resend_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_resend_failed: ((inputs?: Account_Resend_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Resend_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Use another e-mail address" |
*
* @param {Account_Use_Another_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_use_another_address: ((inputs?: Account_Use_Another_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Use_Another_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add your children" |
*
* @param {Family_Add_Your_ChildrenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_add_your_children: ((inputs?: Family_Add_Your_ChildrenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Add_Your_ChildrenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Each child gets a profile of their own, with their own home, stars and badges. No e-mail or password for them: you see and decide everything." |
*
* @param {Family_Add_Your_Children_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_add_your_children_lead: ((inputs?: Family_Add_Your_Children_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Add_Your_Children_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Learning now" |
*
* @param {Family_Learning_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_now: ((inputs?: Family_Learning_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Learning_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "By age group ({start})" |
*
* @param {Family_Learning_Start_By_AgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_start_by_age: ((inputs: Family_Learning_Start_By_AgeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Learning_Start_By_AgeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose where the learning starts." |
*
* @param {Family_Learning_Start_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_start_invalid: ((inputs?: Family_Learning_Start_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Learning_Start_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Where learning starts" |
*
* @param {Family_Learning_Start_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_start_label: ((inputs?: Family_Learning_Start_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Learning_Start_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Skip for now" |
*
* @param {Family_Skip_For_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_skip_for_now: ((inputs?: Family_Skip_For_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Skip_For_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Start learning as {name}" |
*
* @param {Family_Start_Learning_AsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_learning_as: ((inputs: Family_Start_Learning_AsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Start_Learning_AsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Bible reader, plans and memory verses" |
*
* @param {Family_Start_ReaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_reader: ((inputs?: Family_Start_ReaderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Start_ReaderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Story path, listening" |
*
* @param {Family_Start_StoriesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_stories: ((inputs?: Family_Start_StoriesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Start_StoriesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Stories and the Bible reader" |
*
* @param {Family_Start_Stories_ReaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_stories_reader: ((inputs?: Family_Start_Stories_ReaderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Start_Stories_ReaderInputs, {
    locale?: "en" | "es";
}, {}>;
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
export const family_waiting_badge: ((inputs: Family_Waiting_BadgeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Waiting_BadgeInputs, {
    locale?: "en" | "es";
}, {}>;
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
export const family_waiting_title: ((inputs: Family_Waiting_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Waiting_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for you" |
*
* @param {Family_Waiting_Title_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_waiting_title_none: ((inputs?: Family_Waiting_Title_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Waiting_Title_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Ask a grown-up" |
*
* @param {Home_Ask_Grown_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_ask_grown_up: ((inputs?: Home_Ask_Grown_UpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Ask_Grown_UpInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back to my home" |
*
* @param {Home_Back_To_My_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_back_to_my_home: ((inputs?: Home_Back_To_My_HomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Back_To_My_HomeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "My badges" |
*
* @param {Home_Badges_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_badges_title: ((inputs?: Home_Badges_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Badges_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hi {name}!" |
*
* @param {Home_HiInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_hi: ((inputs: Home_HiInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_HiInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Getting your day ready..." |
*
* @param {Home_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_loading: ((inputs?: Home_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No badges yet. Each thing you finish can earn one!" |
*
* @param {Home_No_BadgesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_no_badges: ((inputs?: Home_No_BadgesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_No_BadgesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This one is not open yet." |
*
* @param {Home_Not_Open_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_not_open_yet: ((inputs?: Home_Not_Open_YetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Not_Open_YetInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plans are for grown-ups" |
*
* @param {Home_Plans_For_Grown_UpsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_plans_for_grown_ups: ((inputs?: Home_Plans_For_Grown_UpsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Plans_For_Grown_UpsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Start here" |
*
* @param {Home_Start_HereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_start_here: ((inputs?: Home_Start_HereInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Start_HereInputs, {
    locale?: "en" | "es";
}, {}>;
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
export const home_streak_days: ((inputs: Home_Streak_DaysInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Streak_DaysInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "My streak" |
*
* @param {Home_Streak_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_streak_title: ((inputs?: Home_Streak_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Streak_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not you? Choose who is learning" |
*
* @param {Home_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_switch: ((inputs?: Home_SwitchInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_SwitchInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Today's devotional" |
*
* @param {Home_Thing_DevotionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_devotional: ((inputs?: Home_Thing_DevotionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_DevotionalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A verse, a short reading and a prayer." |
*
* @param {Home_Thing_Devotional_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_devotional_detail: ((inputs?: Home_Thing_Devotional_DetailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Devotional_DetailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Play {game}" |
*
* @param {Home_Thing_GameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_game: ((inputs: Home_Thing_GameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_GameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A Bible game for today." |
*
* @param {Home_Thing_Game_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_game_detail: ((inputs?: Home_Thing_Game_DetailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Game_DetailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listen to a Bible story" |
*
* @param {Home_Thing_Listen_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_listen_story: ((inputs?: Home_Thing_Listen_StoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Listen_StoryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tap Listen and the story is read to you." |
*
* @param {Home_Thing_Listen_Story_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_listen_story_detail: ((inputs?: Home_Thing_Listen_Story_DetailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Listen_Story_DetailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Day {day} of your reading plan" |
*
* @param {Home_Thing_Plan_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_plan_day: ((inputs: Home_Thing_Plan_DayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Plan_DayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Read the Bible" |
*
* @param {Home_Thing_Read_BibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_bible: ((inputs?: Home_Thing_Read_BibleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Read_BibleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pick up where you like. Tap a hard word to see what it means." |
*
* @param {Home_Thing_Read_Bible_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_bible_detail: ((inputs?: Home_Thing_Read_Bible_DetailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Read_Bible_DetailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Read a Bible story" |
*
* @param {Home_Thing_Read_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_story: ((inputs?: Home_Thing_Read_StoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Read_StoryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A short story from the Bible, with a picture." |
*
* @param {Home_Thing_Read_Story_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_story_detail: ((inputs?: Home_Thing_Read_Story_DetailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Read_Story_DetailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Practise your memory verses" |
*
* @param {Home_Thing_VersesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_verses: ((inputs?: Home_Thing_VersesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_VersesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Learn a verse by heart, step by step." |
*
* @param {Home_Thing_Verses_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_verses_detail: ((inputs?: Home_Thing_Verses_DetailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Verses_DetailInputs, {
    locale?: "en" | "es";
}, {}>;
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
export const home_thing_verses_due: ((inputs: Home_Thing_Verses_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Verses_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "My home" |
*
* @param {Home_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_title: ((inputs?: Home_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Today" |
*
* @param {Home_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_today: ((inputs?: Home_TodayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_TodayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "© {year} {siteName}" |
*
* @param {Site_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_copyright: ((inputs: Site_Footer_CopyrightInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_CopyrightInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Features" |
*
* @param {Site_Footer_FeaturesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features: ((inputs?: Site_Footer_FeaturesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_FeaturesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Footer: features" |
*
* @param {Site_Footer_Features_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features_label: ((inputs?: Site_Footer_Features_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_Features_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "General" |
*
* @param {Site_Footer_GeneralInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_general: ((inputs?: Site_Footer_GeneralInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_GeneralInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Footer: general" |
*
* @param {Site_Footer_General_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_general_label: ((inputs?: Site_Footer_General_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_General_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Site_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_privacy: ((inputs?: Site_Footer_PrivacyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_PrivacyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Check_Inbox_NextInputs = {};
export type Account_Check_Inbox_TextInputs = {
    email: NonNullable<unknown>;
};
export type Account_Check_Inbox_TitleInputs = {};
export type Account_Email_Confirmed_TextInputs = {};
export type Account_Email_Confirmed_TitleInputs = {};
export type Account_ResendInputs = {};
export type Account_Resend_FailedInputs = {};
export type Account_Use_Another_AddressInputs = {};
export type Family_Add_Your_ChildrenInputs = {};
export type Family_Add_Your_Children_LeadInputs = {};
export type Family_Learning_NowInputs = {};
export type Family_Learning_Start_By_AgeInputs = {
    start: NonNullable<unknown>;
};
export type Family_Learning_Start_InvalidInputs = {};
export type Family_Learning_Start_LabelInputs = {};
export type Family_Skip_For_NowInputs = {};
export type Family_Start_Learning_AsInputs = {
    name: NonNullable<unknown>;
};
export type Family_Start_ReaderInputs = {};
export type Family_Start_StoriesInputs = {};
export type Family_Start_Stories_ReaderInputs = {};
export type Family_Waiting_BadgeInputs = {
    count: NonNullable<unknown>;
};
export type Family_Waiting_TitleInputs = {
    count: NonNullable<unknown>;
};
export type Family_Waiting_Title_NoneInputs = {};
export type Home_Ask_Grown_UpInputs = {};
export type Home_Back_To_My_HomeInputs = {};
export type Home_Badges_TitleInputs = {};
export type Home_HiInputs = {
    name: NonNullable<unknown>;
};
export type Home_LoadingInputs = {};
export type Home_No_BadgesInputs = {};
export type Home_Not_Open_YetInputs = {};
export type Home_Plans_For_Grown_UpsInputs = {};
export type Home_Start_HereInputs = {};
export type Home_Streak_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Home_Streak_TitleInputs = {};
export type Home_SwitchInputs = {};
export type Home_Thing_DevotionalInputs = {};
export type Home_Thing_Devotional_DetailInputs = {};
export type Home_Thing_GameInputs = {
    game: NonNullable<unknown>;
};
export type Home_Thing_Game_DetailInputs = {};
export type Home_Thing_Listen_StoryInputs = {};
export type Home_Thing_Listen_Story_DetailInputs = {};
export type Home_Thing_Plan_DayInputs = {
    day: NonNullable<unknown>;
};
export type Home_Thing_Read_BibleInputs = {};
export type Home_Thing_Read_Bible_DetailInputs = {};
export type Home_Thing_Read_StoryInputs = {};
export type Home_Thing_Read_Story_DetailInputs = {};
export type Home_Thing_VersesInputs = {};
export type Home_Thing_Verses_DetailInputs = {};
export type Home_Thing_Verses_DueInputs = {
    count: NonNullable<unknown>;
};
export type Home_TitleInputs = {};
export type Home_TodayInputs = {};
export type Site_Footer_CopyrightInputs = {
    year: NonNullable<unknown>;
    siteName: NonNullable<unknown>;
};
export type Site_Footer_FeaturesInputs = {};
export type Site_Footer_Features_LabelInputs = {};
export type Site_Footer_GeneralInputs = {};
export type Site_Footer_General_LabelInputs = {};
export type Site_Footer_PrivacyInputs = {};

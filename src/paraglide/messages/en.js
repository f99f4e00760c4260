/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Site_Footer_GeneralInputs */
/** @typedef {{}} Site_Footer_FeaturesInputs */
/** @typedef {{}} Site_Footer_General_LabelInputs */
/** @typedef {{}} Site_Footer_Features_LabelInputs */
/** @typedef {{}} Site_Footer_PrivacyInputs */
/** @typedef {{ year: NonNullable<unknown>, siteName: NonNullable<unknown> }} Site_Footer_CopyrightInputs */
/** @typedef {{}} Site_Celebration_Earned_TitleInputs */
/** @typedef {{}} Site_Celebration_You_EarnedInputs */
/** @typedef {{}} Site_Celebration_Keep_GoingInputs */
/** @typedef {{}} Site_Menu_LabelInputs */
/** @typedef {{}} Site_Menu_OpenInputs */
/** @typedef {{}} Site_Menu_MainInputs */
/** @typedef {{}} Site_Account_MenuInputs */
/** @typedef {{}} Site_Learning_Switch_MenuInputs */
/** @typedef {{}} Site_Celebration_Well_DoneInputs */
/** @typedef {{ plan: NonNullable<unknown>, day: NonNullable<unknown> }} Site_Celebration_Plan_DayInputs */
/** @typedef {{}} Family_Stories_Heard_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, titles: NonNullable<unknown> }} Family_Stories_Heard_ListInputs */
/** @typedef {{}} Family_Stories_NoneInputs */
/** @typedef {{}} Games_Locked_IncludedInputs */
/** @typedef {{ built: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Hangman_TowerInputs */
/** @typedef {{}} Games_Listen_QuestionInputs */
/** @typedef {{}} Games_Listen_HintInputs */
/** @typedef {{}} Games_Listen_StoryInputs */
/** @typedef {{}} Games_Listen_ClueInputs */
/** @typedef {{}} Reader_Verse_UndoInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Reader_Verse_Undo_LabelInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Reader_Verse_RemovedInputs */
/** @typedef {{}} Reader_Choose_ChapterInputs */
/** @typedef {{}} Reader_Chapter_Nav_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reader_Previous_ChapterInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reader_Next_ChapterInputs */
/** @typedef {{}} Reader_Old_TestamentInputs */
/** @typedef {{}} Reader_New_TestamentInputs */
/** @typedef {{}} Reader_All_BooksInputs */
/** @typedef {{ book: NonNullable<unknown> }} Reader_Chapters_OfInputs */
/** @typedef {{}} Reader_VersionInputs */
/** @typedef {{}} Reader_GoInputs */
/** @typedef {{}} Reader_SettingsInputs */
/** @typedef {{}} Reader_Text_SizeInputs */
/** @typedef {{}} Reader_Text_Size_StandardInputs */
/** @typedef {{}} Reader_Text_Size_LargeInputs */
/** @typedef {{}} Reader_Text_Size_LargerInputs */
/** @typedef {{}} Reader_FontInputs */
/** @typedef {{}} Reader_Font_StandardInputs */
/** @typedef {{}} Reader_Font_LegibleInputs */
/** @typedef {{}} Reader_ThemeInputs */
/** @typedef {{}} Reader_Theme_SystemInputs */
/** @typedef {{}} Reader_Theme_LightInputs */
/** @typedef {{}} Reader_Theme_DarkInputs */
/** @typedef {{}} Reader_Settings_Sign_InInputs */
/** @typedef {{}} Reader_Settings_Not_SavedInputs */
/** @typedef {{}} Reader_Privacy_Reading_SettingsInputs */
/** @typedef {{}} Stories_Nav_LinkInputs */
/** @typedef {{}} Stories_Page_TitleInputs */
/** @typedef {{}} Stories_Page_DescriptionInputs */
/** @typedef {{}} Stories_HeadingInputs */
/** @typedef {{}} Stories_LeadInputs */
/** @typedef {{}} Stories_Old_TestamentInputs */
/** @typedef {{}} Stories_New_TestamentInputs */
/** @typedef {{ number: NonNullable<unknown> }} Stories_Story_NumberInputs */
/** @typedef {{}} Stories_Heard_MarkInputs */
/** @typedef {{}} Stories_Next_MarkInputs */
/** @typedef {{ count: NonNullable<unknown>, total: NonNullable<unknown> }} Stories_Progress_CountInputs */
/** @typedef {{}} Stories_Badges_HeadingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Stories_Badge_AtInputs */
/** @typedef {{}} Stories_Badge_EarnedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Stories_Badge_NextInputs */
/** @typedef {{}} Stories_Badges_AllInputs */
/** @typedef {{}} Stories_Sign_In_For_StarsInputs */
/** @typedef {{}} Stories_Sign_In_LinkInputs */
/** @typedef {{}} Stories_Keep_HeadingInputs */
/** @typedef {{}} Stories_Keep_TextInputs */
/** @typedef {{}} Stories_Keep_ButtonInputs */
/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Stories_Keep_SavingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Stories_Keep_DoneInputs */
/** @typedef {{}} Stories_Keep_FailedInputs */
/** @typedef {{}} Stories_Breadcrumb_LabelInputs */
/** @typedef {{}} Stories_From_The_BibleInputs */
/** @typedef {{}} Stories_Questions_HeadingInputs */
/** @typedef {{}} Stories_Questions_IntroInputs */
/** @typedef {{}} Stories_Questions_StartInputs */
/** @typedef {{}} Stories_Questions_LoadingInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown> }} Stories_Question_OfInputs */
/** @typedef {{}} Stories_Answer_RightInputs */
/** @typedef {{ answer: NonNullable<unknown> }} Stories_Answer_WrongInputs */
/** @typedef {{}} Stories_Next_QuestionInputs */
/** @typedef {{ right: NonNullable<unknown>, total: NonNullable<unknown> }} Stories_Questions_DoneInputs */
/** @typedef {{}} Stories_Questions_AgainInputs */
/** @typedef {{}} Stories_Heard_HeadingInputs */
/** @typedef {{}} Stories_Heard_ButtonInputs */
/** @typedef {{}} Stories_Heard_SavingInputs */
/** @typedef {{}} Stories_Heard_StarInputs */
/** @typedef {{}} Stories_Heard_AlreadyInputs */
/** @typedef {{}} Stories_Heard_FailedInputs */
/** @typedef {{}} Stories_Heard_SwitchedInputs */
/** @typedef {{}} Stories_Heard_OfflineInputs */
/** @typedef {{}} Stories_More_LabelInputs */
/** @typedef {{}} Stories_PreviousInputs */
/** @typedef {{}} Stories_NextInputs */
/** @typedef {{}} Stories_Back_To_PathInputs */


export const site_footer_general = /** @type {(inputs: Site_Footer_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

export const site_footer_features = /** @type {(inputs: Site_Footer_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Features`)
};

export const site_footer_general_label = /** @type {(inputs: Site_Footer_General_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer: general`)
};

export const site_footer_features_label = /** @type {(inputs: Site_Footer_Features_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer: features`)
};

export const site_footer_privacy = /** @type {(inputs: Site_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy`)
};

export const site_footer_copyright = /** @type {(inputs: Site_Footer_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.siteName}`)
};

export const site_celebration_earned_title = /** @type {(inputs: Site_Celebration_Earned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌟 You earned something new!`)
};

export const site_celebration_you_earned = /** @type {(inputs: Site_Celebration_You_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You earned:`)
};

export const site_celebration_keep_going = /** @type {(inputs: Site_Celebration_Keep_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep going`)
};

export const site_menu_label = /** @type {(inputs: Site_Menu_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const site_menu_open = /** @type {(inputs: Site_Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

export const site_menu_main = /** @type {(inputs: Site_Menu_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const site_account_menu = /** @type {(inputs: Site_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

export const site_learning_switch_menu = /** @type {(inputs: Site_Learning_Switch_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who's learning?`)
};

export const site_celebration_well_done = /** @type {(inputs: Site_Celebration_Well_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Well done!`)
};

export const site_celebration_plan_day = /** @type {(inputs: Site_Celebration_Plan_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan}: day ${i?.day} done`)
};

export const family_stories_heard_label = /** @type {(inputs: Family_Stories_Heard_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible stories heard:`)
};

export const family_stories_heard_list = /** @type {(inputs: Family_Stories_Heard_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} (${i?.titles})`)
};

export const family_stories_none = /** @type {(inputs: Family_Stories_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none yet`)
};

export const games_locked_included = /** @type {(inputs: Games_Locked_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included in the Premium plan.`)
};

export const games_hangman_tower = /** @type {(inputs: Games_Hangman_TowerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The tower has ${i?.built} of ${i?.total} blocks: one block for each letter that is not in the word.`)
};

export const games_listen_question = /** @type {(inputs: Games_Listen_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to the question`)
};

export const games_listen_hint = /** @type {(inputs: Games_Listen_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to the hint`)
};

export const games_listen_story = /** @type {(inputs: Games_Listen_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to the story`)
};

export const games_listen_clue = /** @type {(inputs: Games_Listen_ClueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to the clue`)
};

export const reader_verse_undo = /** @type {(inputs: Reader_Verse_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo`)
};

export const reader_verse_undo_label = /** @type {(inputs: Reader_Verse_Undo_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Undo: take ${i?.reference} out of My verses`)
};

export const reader_verse_removed = /** @type {(inputs: Reader_Verse_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} is no longer in your verses.`)
};

export const reader_choose_chapter = /** @type {(inputs: Reader_Choose_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a book and chapter`)
};

export const reader_chapter_nav_label = /** @type {(inputs: Reader_Chapter_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a chapter`)
};

export const reader_previous_chapter = /** @type {(inputs: Reader_Previous_ChapterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Previous chapter: ${i?.name}`)
};

export const reader_next_chapter = /** @type {(inputs: Reader_Next_ChapterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next chapter: ${i?.name}`)
};

export const reader_old_testament = /** @type {(inputs: Reader_Old_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Old Testament`)
};

export const reader_new_testament = /** @type {(inputs: Reader_New_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Testament`)
};

export const reader_all_books = /** @type {(inputs: Reader_All_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All books`)
};

export const reader_chapters_of = /** @type {(inputs: Reader_Chapters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chapters of ${i?.book}`)
};

export const reader_version = /** @type {(inputs: Reader_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

export const reader_go = /** @type {(inputs: Reader_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go`)
};

export const reader_settings = /** @type {(inputs: Reader_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading settings`)
};

export const reader_text_size = /** @type {(inputs: Reader_Text_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text size`)
};

export const reader_text_size_standard = /** @type {(inputs: Reader_Text_Size_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standard`)
};

export const reader_text_size_large = /** @type {(inputs: Reader_Text_Size_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Large`)
};

export const reader_text_size_larger = /** @type {(inputs: Reader_Text_Size_LargerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Larger`)
};

export const reader_font = /** @type {(inputs: Reader_FontInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Font`)
};

export const reader_font_standard = /** @type {(inputs: Reader_Font_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standard`)
};

export const reader_font_legible = /** @type {(inputs: Reader_Font_LegibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Easy to read, with more space`)
};

export const reader_theme = /** @type {(inputs: Reader_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colours`)
};

export const reader_theme_system = /** @type {(inputs: Reader_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like my device`)
};

export const reader_theme_light = /** @type {(inputs: Reader_Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light`)
};

export const reader_theme_dark = /** @type {(inputs: Reader_Theme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dark`)
};

export const reader_settings_sign_in = /** @type {(inputs: Reader_Settings_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to keep your reading settings on every device.`)
};

export const reader_settings_not_saved = /** @type {(inputs: Reader_Settings_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reading settings are kept on this device, but they could not be saved to your account.`)
};

export const reader_privacy_reading_settings = /** @type {(inputs: Reader_Privacy_Reading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How they like to read (text size, font, light or dark), so that reading looks the same on every device. Yours is kept the same way.`)
};

export const stories_nav_link = /** @type {(inputs: Stories_Nav_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Stories`)
};

export const stories_page_title = /** @type {(inputs: Stories_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Stories`)
};

export const stories_page_description = /** @type {(inputs: Stories_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short Bible stories for children aged 4 to 8, from Creation to Paul's journeys: listen, answer three questions and earn a star.`)
};

export const stories_heading = /** @type {(inputs: Stories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Stories`)
};

export const stories_lead = /** @type {(inputs: Stories_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walk the story path through the whole Bible, from Creation to Paul's journeys. Hear a story, answer three questions, and earn a star!`)
};

export const stories_old_testament = /** @type {(inputs: Stories_Old_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Old Testament`)
};

export const stories_new_testament = /** @type {(inputs: Stories_New_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Testament`)
};

export const stories_story_number = /** @type {(inputs: Stories_Story_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Story ${i?.number}`)
};

export const stories_heard_mark = /** @type {(inputs: Stories_Heard_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You heard this story`)
};

export const stories_next_mark = /** @type {(inputs: Stories_Next_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next story to hear`)
};

export const stories_progress_count = /** @type {(inputs: Stories_Progress_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stories heard: ${i?.count} of ${i?.total}`)
};

export const stories_badges_heading = /** @type {(inputs: Stories_Badges_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story badges`)
};

export const stories_badge_at = /** @type {(inputs: Stories_Badge_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} stories`)
};

export const stories_badge_earned = /** @type {(inputs: Stories_Badge_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`earned`)
};

export const stories_badge_next = /** @type {(inputs: Stories_Badge_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your next badge comes at ${i?.count} stories heard.`)
};

export const stories_badges_all = /** @type {(inputs: Stories_Badges_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have every story badge. Well done!`)
};

export const stories_sign_in_for_stars = /** @type {(inputs: Stories_Sign_In_For_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to keep your stars and see which story comes next.`)
};

export const stories_sign_in_link = /** @type {(inputs: Stories_Sign_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const stories_keep_heading = /** @type {(inputs: Stories_Keep_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep all stories for offline`)
};

export const stories_keep_text = /** @type {(inputs: Stories_Keep_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save every story and its picture on this device, to read them without a connection.`)
};

export const stories_keep_button = /** @type {(inputs: Stories_Keep_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep all stories for offline`)
};

export const stories_keep_saving = /** @type {(inputs: Stories_Keep_SavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keeping story ${i?.done} of ${i?.total}…`)
};

export const stories_keep_done = /** @type {(inputs: Stories_Keep_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kept for offline: ${i?.count} stories.`)
};

export const stories_keep_failed = /** @type {(inputs: Stories_Keep_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stories could not be kept for offline. Check the connection and try again.`)
};

export const stories_breadcrumb_label = /** @type {(inputs: Stories_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

export const stories_from_the_bible = /** @type {(inputs: Stories_From_The_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From the Bible`)
};

export const stories_questions_heading = /** @type {(inputs: Stories_Questions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions`)
};

export const stories_questions_intro = /** @type {(inputs: Stories_Questions_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Three questions about the story. Can you answer them?`)
};

export const stories_questions_start = /** @type {(inputs: Stories_Questions_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer the questions`)
};

export const stories_questions_loading = /** @type {(inputs: Stories_Questions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting the questions ready…`)
};

export const stories_question_of = /** @type {(inputs: Stories_Question_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Question ${i?.number} of ${i?.total}`)
};

export const stories_answer_right = /** @type {(inputs: Stories_Answer_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That's right!`)
};

export const stories_answer_wrong = /** @type {(inputs: Stories_Answer_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Good try! The answer is: ${i?.answer}`)
};

export const stories_next_question = /** @type {(inputs: Stories_Next_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next question`)
};

export const stories_questions_done = /** @type {(inputs: Stories_Questions_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You got ${i?.right} of ${i?.total} right!`)
};

export const stories_questions_again = /** @type {(inputs: Stories_Questions_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer them again`)
};

export const stories_heard_heading = /** @type {(inputs: Stories_Heard_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Did you hear the story?`)
};

export const stories_heard_button = /** @type {(inputs: Stories_Heard_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I heard this story`)
};

export const stories_heard_saving = /** @type {(inputs: Stories_Heard_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving your star…`)
};

export const stories_heard_star = /** @type {(inputs: Stories_Heard_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You earned a star for this story!`)
};

export const stories_heard_already = /** @type {(inputs: Stories_Heard_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have a star for this story.`)
};

export const stories_heard_failed = /** @type {(inputs: Stories_Heard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your star could not be saved. Please try again in a moment.`)
};

export const stories_heard_switched = /** @type {(inputs: Stories_Heard_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone else is learning now. Reload the page to earn a star for them.`)
};

export const stories_heard_offline = /** @type {(inputs: Stories_Heard_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Press the button again when you are back online.`)
};

export const stories_more_label = /** @type {(inputs: Stories_More_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More stories`)
};

export const stories_previous = /** @type {(inputs: Stories_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous story`)
};

export const stories_next = /** @type {(inputs: Stories_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next story`)
};

export const stories_back_to_path = /** @type {(inputs: Stories_Back_To_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the story path`)
};
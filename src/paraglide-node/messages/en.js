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
/** @typedef {{}} Site_Skip_To_ContentInputs */
/** @typedef {{}} Site_Menu_GeneralInputs */
/** @typedef {{}} Site_Menu_FeaturesInputs */
/** @typedef {{}} Site_Menu_MobileInputs */
/** @typedef {{}} Site_Menu_AdminInputs */
/** @typedef {{}} Site_Menu_Admin_PanelInputs */
/** @typedef {{}} Site_Menu_Mini_LessonsInputs */
/** @typedef {{}} Site_Menu_ReadingsInputs */
/** @typedef {{}} Site_Nav_HomeInputs */
/** @typedef {{}} Site_Nav_JourneyInputs */
/** @typedef {{}} Site_Nav_AboutInputs */
/** @typedef {{}} Site_Nav_ChallengesInputs */
/** @typedef {{}} Site_Nav_DevotionalInputs */
/** @typedef {{}} Site_Nav_Bible_ExplorerInputs */
/** @typedef {{}} Site_Nav_Reading_PlansInputs */
/** @typedef {{}} Site_Nav_All_BooksInputs */
/** @typedef {{}} Site_Nav_Search_BibleInputs */
/** @typedef {{}} Site_Nav_GamesInputs */
/** @typedef {{}} Site_Nav_Ask_PrayInputs */
/** @typedef {{}} Site_Nav_MediaInputs */
/** @typedef {{}} Site_Sign_InInputs */
/** @typedef {{}} Site_Sign_UpInputs */
/** @typedef {{}} Site_Sign_OutInputs */
/** @typedef {{}} Site_UpgradeInputs */
/** @typedef {{}} Site_Upgrade_PremiumInputs */
/** @typedef {{}} Site_Manage_SubscriptionInputs */
/** @typedef {{}} Site_FamilyInputs */
/** @typedef {{}} Site_My_AccountInputs */
/** @typedef {{}} Site_AccountInputs */
/** @typedef {{}} Site_Plan_SuffixInputs */
/** @typedef {{}} Site_Streak_SuffixInputs */
/** @typedef {{}} Site_CloseInputs */
/** @typedef {{}} Site_Toast_DismissInputs */
/** @typedef {{ name: NonNullable<unknown> }} Site_Welcome_BackInputs */
/** @typedef {{}} Site_Footer_TaglineInputs */
/** @typedef {{}} Site_Error_TitleInputs */
/** @typedef {{}} Site_Error_UnexpectedInputs */
/** @typedef {{}} Site_Notice_Account_Deleted_TitleInputs */
/** @typedef {{}} Site_Notice_Account_Deleted_TextInputs */
/** @typedef {{}} Site_Notice_Signed_Out_TitleInputs */
/** @typedef {{}} Site_Notice_Signed_Out_TextInputs */
/** @typedef {{}} Site_Notice_Summary_Unsubscribed_TitleInputs */
/** @typedef {{}} Site_Notice_Summary_Unsubscribed_TextInputs */
/** @typedef {{}} Site_Notice_Summary_Link_Unknown_TitleInputs */
/** @typedef {{}} Site_Notice_Summary_Link_Unknown_TextInputs */
/** @typedef {{}} Site_Notice_Checkout_Success_TitleInputs */
/** @typedef {{}} Site_Notice_Checkout_Success_TextInputs */
/** @typedef {{}} Site_LoadingInputs */
/** @typedef {{}} Site_Who_DescriptionInputs */
/** @typedef {{}} Site_Who_ParentInputs */
/** @typedef {{}} Site_Who_Parent_PinInputs */
/** @typedef {{}} Site_Who_ContinueInputs */
/** @typedef {{}} Site_Manifest_DescriptionInputs */
/** @typedef {{}} Site_Not_Found_TitleInputs */
/** @typedef {{}} Site_Not_Found_DescriptionInputs */
/** @typedef {{}} Site_Not_Found_LeadInputs */
/** @typedef {{}} Site_Go_HomeInputs */
/** @typedef {{}} Site_Read_BibleInputs */
/** @typedef {{}} Site_Offline_TitleInputs */
/** @typedef {{}} Site_Offline_DescriptionInputs */
/** @typedef {{}} Site_Offline_LeadInputs */
/** @typedef {{}} Site_Offline_PlayInputs */
/** @typedef {{}} Site_Offline_Games_LabelInputs */
/** @typedef {{}} Site_Offline_Read_AgainInputs */
/** @typedef {{}} Site_Offline_KeptInputs */
/** @typedef {{}} Site_Offline_SyncedInputs */
/** @typedef {{}} Site_Offline_All_GamesInputs */
/** @typedef {{}} Site_About_VideoInputs */
/** @typedef {{}} Site_New_TabInputs */
/** @typedef {{}} Site_About_HelpInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Site_About_Help_SubjectInputs */
/** @typedef {{}} Site_Privacy_TitleInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Site_Privacy_DescriptionInputs */
/** @typedef {{}} Site_Privacy_HeadingInputs */
/** @typedef {{}} Site_Privacy_Accounts_TitleInputs */
/** @typedef {{}} Site_Privacy_Accounts_TextInputs */
/** @typedef {{}} Site_Privacy_Parents_TitleInputs */
/** @typedef {{}} Site_Privacy_Parents_EmailInputs */
/** @typedef {{}} Site_Privacy_Parents_PasswordInputs */
/** @typedef {{}} Site_Privacy_Parents_PlanInputs */
/** @typedef {{}} Site_Privacy_Parents_SessionsInputs */
/** @typedef {{}} Site_Privacy_Children_TitleInputs */
/** @typedef {{}} Site_Privacy_Children_LearningInputs */
/** @typedef {{}} Site_Privacy_Children_WritingInputs */
/** @typedef {{}} Site_Privacy_How_Long_TitleInputs */
/** @typedef {{ months: NonNullable<unknown> }} Site_Privacy_How_Long_TextInputs */
/** @typedef {{}} Site_Privacy_Third_Parties_TitleInputs */
/** @typedef {{}} Site_Privacy_Third_Parties_TextInputs */
/** @typedef {{}} Site_Privacy_Rights_TitleInputs */
/** @typedef {{}} Site_Privacy_Rights_Family_BeforeInputs */
/** @typedef {{}} Site_Privacy_Rights_Family_AfterInputs */
/** @typedef {{}} Site_Privacy_Rights_Account_BeforeInputs */
/** @typedef {{}} Site_Privacy_Rights_Account_AfterInputs */
/** @typedef {{}} Site_Privacy_Contact_TitleInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Site_Privacy_Contact_TextInputs */
/** @typedef {{}} Site_Privacy_Contact_SubjectInputs */
/** @typedef {{}} Site_Who_TitleInputs */
/** @typedef {{}} Site_Language_OfferInputs */
/** @typedef {{}} Site_Language_No_ThanksInputs */
/** @typedef {{}} Site_Language_Bar_LabelInputs */
/** @typedef {{}} Site_Language_InvalidInputs */
/** @typedef {{}} Account_Check_Inbox_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Account_Check_Inbox_TextInputs */
/** @typedef {{}} Account_Check_Inbox_NextInputs */
/** @typedef {{}} Account_ResendInputs */
/** @typedef {{}} Account_Resend_FailedInputs */
/** @typedef {{}} Account_Use_Another_AddressInputs */
/** @typedef {{}} Account_Email_Confirmed_TitleInputs */
/** @typedef {{}} Account_Email_Confirmed_TextInputs */
/** @typedef {{}} Account_Sign_In_TitleInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Account_Sign_In_DescriptionInputs */
/** @typedef {{}} Account_Reset_TitleInputs */
/** @typedef {{}} Account_Reset_DescriptionInputs */
/** @typedef {{}} Account_Sign_InInputs */
/** @typedef {{}} Account_Create_AccountInputs */
/** @typedef {{}} Account_Welcome_BackInputs */
/** @typedef {{}} Account_Create_Your_AccountInputs */
/** @typedef {{}} Account_Forgot_TitleInputs */
/** @typedef {{}} Account_Mode_Switch_LabelInputs */
/** @typedef {{}} Account_Link_InvalidInputs */
/** @typedef {{}} Account_Back_To_Sign_InInputs */
/** @typedef {{}} Account_Forgot_PasswordInputs */
/** @typedef {{}} Account_PasswordInputs */
/** @typedef {{}} Account_Remember_MeInputs */
/** @typedef {{}} Account_Resend_ConfirmationInputs */
/** @typedef {{}} Account_Confirmation_Sent_TitleInputs */
/** @typedef {{}} Account_Confirmation_Sent_TextInputs */
/** @typedef {{}} Account_ErrorInputs */
/** @typedef {{}} Account_Unexpected_ErrorInputs */
/** @typedef {{}} Account_Unconfirmed_TitleInputs */
/** @typedef {{}} Account_Sign_In_FailedInputs */
/** @typedef {{}} Account_Sign_Up_FailedInputs */
/** @typedef {{}} Account_Hide_PasswordInputs */
/** @typedef {{}} Account_Show_PasswordInputs */
/** @typedef {{}} Account_EmailInputs */
/** @typedef {{}} Account_New_PasswordInputs */
/** @typedef {{}} Account_New_Password_AgainInputs */
/** @typedef {{}} Account_Passwords_DifferInputs */
/** @typedef {{}} Account_Password_Updated_TitleInputs */
/** @typedef {{}} Account_Password_Updated_TextInputs */
/** @typedef {{}} Account_Ask_New_LinkInputs */
/** @typedef {{}} Account_Save_New_PasswordInputs */
/** @typedef {{}} Account_Check_Your_EmailInputs */
/** @typedef {{}} Account_Send_Reset_LinkInputs */
/** @typedef {{}} Account_Full_NameInputs */
/** @typedef {{}} Account_OptionalInputs */
/** @typedef {{}} Account_AdultInputs */
/** @typedef {{}} Account_Children_ProfilesInputs */
/** @typedef {{}} Account_Privacy_NoticeInputs */
/** @typedef {{}} Account_Please_WaitInputs */
/** @typedef {{}} Account_My_AccountInputs */
/** @typedef {{}} Account_Page_DescriptionInputs */
/** @typedef {{}} Account_Current_PasswordInputs */
/** @typedef {{}} Account_Confirm_Delete_NeededInputs */
/** @typedef {{}} Account_Password_Changed_TitleInputs */
/** @typedef {{}} Account_Name_LabelInputs */
/** @typedef {{}} Account_Email_LabelInputs */
/** @typedef {{}} Account_Change_PasswordInputs */
/** @typedef {{}} Account_Sign_Out_EverywhereInputs */
/** @typedef {{}} Account_Sign_Out_Everywhere_TextInputs */
/** @typedef {{}} Account_Delete_AccountInputs */
/** @typedef {{}} Account_Delete_TextInputs */
/** @typedef {{}} Account_Delete_UnderstandInputs */
/** @typedef {{}} Account_Delete_My_AccountInputs */
/** @typedef {{}} Account_CheckingInputs */
/** @typedef {{}} Account_Access_DeniedInputs */
/** @typedef {{}} Account_Admin_NeededInputs */
/** @typedef {{}} Account_Return_HomeInputs */
/** @typedef {{}} Account_Switch_AccountInputs */
/** @typedef {{}} Account_For_ParentsInputs */
/** @typedef {{}} Account_Parent_PinInputs */
/** @typedef {{}} Account_Switch_To_ParentInputs */
/** @typedef {{}} Account_Plans_Status_FailedInputs */
/** @typedef {{}} Account_Plans_Thank_YouInputs */
/** @typedef {{}} Account_Plans_Payment_DoneInputs */
/** @typedef {{}} Account_Plans_Manage_SubscriptionInputs */
/** @typedef {{}} Account_Plans_ManageInputs */
/** @typedef {{}} Account_Plans_Your_Plan_SrInputs */
/** @typedef {{}} Account_Plans_New_TabInputs */
/** @typedef {{}} Account_Plans_Manage_FailedInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Account_Plans_Manage_Failed_BecauseInputs */
/** @typedef {{}} Account_Plans_CurrentInputs */
/** @typedef {{}} Account_Plans_All_IncludedInputs */
/** @typedef {{}} Account_Plans_Change_With_ManageInputs */
/** @typedef {{}} Account_Plans_Sign_In_To_UpgradeInputs */
/** @typedef {{}} Account_Plans_Checkout_New_TabInputs */
/** @typedef {{}} Account_Plans_Current_BadgeInputs */
/** @typedef {{}} Account_Plans_Most_PopularInputs */
/** @typedef {{ date: NonNullable<unknown> }} Account_Plans_Open_UntilInputs */
/** @typedef {{}} Account_Plans_No_EndInputs */
/** @typedef {{}} Account_Plans_SupportInputs */
/** @typedef {{}} Account_Plans_Gift_TextInputs */
/** @typedef {{}} Account_Plans_Gift_Grown_UpInputs */
/** @typedef {{}} Account_Plans_DonateInputs */
/** @typedef {{}} Account_Plans_Donations_OffInputs */
/** @typedef {{}} Account_Plans_Payments_OffInputs */
/** @typedef {{}} Account_Plans_Admin_SetInputs */
/** @typedef {{}} Account_Plans_Admin_To_Turn_OnInputs */
/** @typedef {{}} Account_Plans_TitleInputs */
/** @typedef {{}} Account_Plans_DescriptionInputs */
/** @typedef {{}} Account_Plans_ChooseInputs */
/** @typedef {{}} Account_Plans_LeadInputs */
/** @typedef {{}} Account_Plans_GuaranteeInputs */
/** @typedef {{}} Account_Plans_FaqInputs */
/** @typedef {{}} Account_Journey_TitleInputs */
/** @typedef {{}} Account_Journey_DescriptionInputs */
/** @typedef {{}} Account_Journey_HeadingInputs */
/** @typedef {{}} Account_Journey_LeadInputs */
/** @typedef {{}} Account_Journey_ExploreInputs */
/** @typedef {{}} Account_Journey_PlansInputs */
/** @typedef {{}} Account_Journey_Plans_LeadInputs */
/** @typedef {{}} Account_Explorer_TitleInputs */
/** @typedef {{}} Account_Explorer_DescriptionInputs */
/** @typedef {{}} Account_Explorer_LeadInputs */
/** @typedef {{}} Account_Explorer_NoscriptInputs */
/** @typedef {{}} Account_Explorer_Bible_IndexInputs */
/** @typedef {{}} Account_Explorer_For_TodayInputs */
/** @typedef {{}} Account_Upgrade_NowInputs */
/** @typedef {{}} Admin_Devotional_HeadingInputs */
/** @typedef {{}} Admin_Devotional_LanguageInputs */
/** @typedef {{}} Admin_Devotional_TitleInputs */
/** @typedef {{}} Admin_Devotional_DateInputs */
/** @typedef {{}} Admin_Devotional_Date_HintInputs */
/** @typedef {{}} Admin_Devotional_Key_VerseInputs */
/** @typedef {{}} Admin_Devotional_TextInputs */
/** @typedef {{}} Admin_Devotional_Paragraphs_HintInputs */
/** @typedef {{}} Admin_Devotional_ReflectionInputs */
/** @typedef {{}} Admin_Devotional_PrayerInputs */
/** @typedef {{}} Admin_Devotional_Media_TypeInputs */
/** @typedef {{}} Admin_Devotional_Media_NoneInputs */
/** @typedef {{}} Admin_Devotional_Media_AudioInputs */
/** @typedef {{}} Admin_Devotional_Media_VideoInputs */
/** @typedef {{}} Admin_Devotional_Media_UrlInputs */
/** @typedef {{}} Admin_Devotional_Media_Url_HintInputs */
/** @typedef {{}} Admin_Devotional_EditInputs */
/** @typedef {{}} Admin_Devotional_AddInputs */
/** @typedef {{}} Admin_Devotional_Error_TitleInputs */
/** @typedef {{}} Admin_Devotional_Load_Failed_TitleInputs */
/** @typedef {{ message: NonNullable<unknown> }} Admin_Devotional_Load_FailedInputs */
/** @typedef {{}} Admin_Devotional_Update_FailedInputs */
/** @typedef {{}} Admin_Devotional_Create_FailedInputs */
/** @typedef {{}} Admin_Devotional_Updated_TitleInputs */
/** @typedef {{}} Admin_Devotional_Updated_TextInputs */
/** @typedef {{}} Admin_Devotional_Added_TitleInputs */
/** @typedef {{}} Admin_Devotional_Added_TextInputs */
/** @typedef {{ title: NonNullable<unknown>, date: NonNullable<unknown> }} Admin_Devotional_Confirm_DeleteInputs */
/** @typedef {{}} Admin_Devotional_Delete_FailedInputs */
/** @typedef {{}} Admin_Devotional_Deleted_TitleInputs */
/** @typedef {{}} Admin_Devotional_Deleted_TextInputs */
/** @typedef {{}} Admin_Devotional_List_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Admin_Devotional_List_CountInputs */
/** @typedef {{}} Admin_Devotional_LoadingInputs */
/** @typedef {{}} Admin_Devotional_EmptyInputs */
/** @typedef {{}} Admin_Devotional_NounInputs */
/** @typedef {{}} Admin_Devotional_Import_LanguageInputs */
/** @typedef {{}} Admin_Devotional_No_Data_HintInputs */
/** @typedef {{}} Admin_Devotional_Import_HelpInputs */
/** @typedef {{}} Admin_Proverb_HeadingInputs */
/** @typedef {{}} Admin_Proverb_LanguageInputs */
/** @typedef {{}} Admin_Proverb_ProverbInputs */
/** @typedef {{}} Admin_Proverb_ReferenceInputs */
/** @typedef {{}} Admin_Proverb_Reference_HintInputs */
/** @typedef {{}} Admin_Proverb_MeaningInputs */
/** @typedef {{}} Admin_Proverb_WhyInputs */
/** @typedef {{}} Admin_Proverb_EditInputs */
/** @typedef {{}} Admin_Proverb_AddInputs */
/** @typedef {{}} Admin_Proverb_Error_TitleInputs */
/** @typedef {{}} Admin_Proverb_Load_Failed_TitleInputs */
/** @typedef {{}} Admin_Proverb_Load_FailedInputs */
/** @typedef {{}} Admin_Proverb_Update_FailedInputs */
/** @typedef {{}} Admin_Proverb_Add_FailedInputs */
/** @typedef {{}} Admin_Proverb_UpdatedInputs */
/** @typedef {{}} Admin_Proverb_AddedInputs */
/** @typedef {{ proverb: NonNullable<unknown> }} Admin_Proverb_Confirm_DeleteInputs */
/** @typedef {{}} Admin_Proverb_Delete_FailedInputs */
/** @typedef {{}} Admin_Proverb_DeletedInputs */
/** @typedef {{}} Admin_Proverb_List_TitleInputs */
/** @typedef {{ active: NonNullable<unknown>, count: NonNullable<unknown> }} Admin_Proverb_List_CountInputs */
/** @typedef {{}} Admin_Proverb_LoadingInputs */
/** @typedef {{}} Admin_Proverb_EmptyInputs */
/** @typedef {{}} Admin_Proverb_NounInputs */
/** @typedef {{}} Admin_Proverb_ActiveInputs */
/** @typedef {{}} Admin_Proverb_HiddenInputs */
/** @typedef {{ proverb: NonNullable<unknown> }} Admin_Proverb_Active_LabelInputs */
/** @typedef {{}} Admin_Proverb_Import_LanguageInputs */
/** @typedef {{}} Admin_Proverb_No_Data_HintInputs */
/** @typedef {{}} Admin_Proverb_Import_HelpInputs */
/** @typedef {{}} Admin_Lesson_HeadingInputs */
/** @typedef {{}} Admin_Lesson_Page_TitleInputs */
/** @typedef {{}} Admin_Lesson_LanguageInputs */
/** @typedef {{}} Admin_Lesson_TitleInputs */
/** @typedef {{ path: NonNullable<unknown> }} Admin_Lesson_AddressInputs */
/** @typedef {{}} Admin_Lesson_DescriptionInputs */
/** @typedef {{}} Admin_Lesson_ContentInputs */
/** @typedef {{}} Admin_Lesson_Paragraphs_HintInputs */
/** @typedef {{}} Admin_Lesson_Key_VersesInputs */
/** @typedef {{}} Admin_Lesson_Key_Verses_HintInputs */
/** @typedef {{}} Admin_Lesson_ReflectionInputs */
/** @typedef {{}} Admin_Lesson_EditInputs */
/** @typedef {{}} Admin_Lesson_CreateInputs */
/** @typedef {{}} Admin_Lesson_Create_SubmitInputs */
/** @typedef {{}} Admin_Lesson_Error_TitleInputs */
/** @typedef {{}} Admin_Lesson_Load_Failed_TitleInputs */
/** @typedef {{ message: NonNullable<unknown> }} Admin_Lesson_Load_FailedInputs */
/** @typedef {{}} Admin_Lesson_Update_FailedInputs */
/** @typedef {{}} Admin_Lesson_Create_FailedInputs */
/** @typedef {{}} Admin_Lesson_UpdatedInputs */
/** @typedef {{}} Admin_Lesson_CreatedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Admin_Lesson_Confirm_DeleteInputs */
/** @typedef {{}} Admin_Lesson_Delete_FailedInputs */
/** @typedef {{}} Admin_Lesson_DeletedInputs */
/** @typedef {{}} Admin_Lesson_List_TitleInputs */
/** @typedef {{}} Admin_Lesson_List_IntroInputs */
/** @typedef {{}} Admin_Lesson_LoadingInputs */
/** @typedef {{}} Admin_Lesson_EmptyInputs */
/** @typedef {{}} Admin_Lesson_NounInputs */
/** @typedef {{}} Admin_Page_TitleInputs */
/** @typedef {{}} Admin_Page_DescriptionInputs */
/** @typedef {{}} Admin_Nav_LabelInputs */
/** @typedef {{}} Admin_Link_Mini_LessonsInputs */
/** @typedef {{}} Admin_Link_ReadingsInputs */
/** @typedef {{}} Admin_Link_Reading_PlansInputs */
/** @typedef {{}} Admin_Link_AboutInputs */
/** @typedef {{}} Admin_Link_HomeInputs */
/** @typedef {{}} Admin_Back_To_AdminInputs */
/** @typedef {{}} Admin_Clear_CacheInputs */
/** @typedef {{}} Admin_Tab_Load_FailedInputs */
/** @typedef {{}} Admin_Tabs_LabelInputs */
/** @typedef {{}} Admin_LoadingInputs */
/** @typedef {{}} Admin_Tab_DevotionalsInputs */
/** @typedef {{}} Admin_Tab_WisdomInputs */
/** @typedef {{}} Admin_Tab_Mini_LessonsInputs */
/** @typedef {{}} Admin_Tab_Verse_SetsInputs */
/** @typedef {{}} Admin_Tab_Media_LibraryInputs */
/** @typedef {{}} Admin_Tab_StoriesInputs */
/** @typedef {{}} Admin_Tab_Ask_And_PrayInputs */
/** @typedef {{}} Admin_Tab_PlansInputs */
/** @typedef {{}} Admin_ErrorInputs */
/** @typedef {{}} Admin_Build_TitleInputs */
/** @typedef {{}} Admin_Build_RebuildInputs */
/** @typedef {{}} Admin_Build_LoadingInputs */
/** @typedef {{ time: NonNullable<unknown> }} Admin_Build_BuildingInputs */
/** @typedef {{}} Admin_Build_QueuedInputs */
/** @typedef {{ time: NonNullable<unknown> }} Admin_Build_Live_SinceInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Admin_Build_TookInputs */
/** @typedef {{}} Admin_Build_None_LiveInputs */
/** @typedef {{ time: NonNullable<unknown> }} Admin_Build_FailedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Admin_Build_KeptInputs */
/** @typedef {{ time: NonNullable<unknown> }} Admin_Build_BuiltInputs */
/** @typedef {{}} Admin_Build_LiveInputs */
/** @typedef {{}} Admin_Build_Make_LiveInputs */
/** @typedef {{ time: NonNullable<unknown> }} Admin_Build_Make_Live_LabelInputs */
/** @typedef {{ time: NonNullable<unknown> }} Admin_Build_Confirm_LiveInputs */
/** @typedef {{}} Admin_Build_Started_TitleInputs */
/** @typedef {{}} Admin_Build_Started_TextInputs */
/** @typedef {{}} Admin_Build_Live_TitleInputs */
/** @typedef {{ time: NonNullable<unknown> }} Admin_Build_Live_TextInputs */
/** @typedef {{}} Admin_Mail_TitleInputs */
/** @typedef {{}} Admin_Mail_RefreshInputs */
/** @typedef {{}} Admin_Mail_LoadingInputs */
/** @typedef {{}} Admin_Mail_SmtpInputs */
/** @typedef {{}} Admin_Mail_OutboxInputs */
/** @typedef {{ pending: NonNullable<unknown>, failed: NonNullable<unknown>, sent: NonNullable<unknown> }} Admin_Mail_CountsInputs */
/** @typedef {{}} Admin_Mail_ProblemsInputs */
/** @typedef {{}} Admin_Mail_FailedInputs */
/** @typedef {{}} Admin_Mail_RetryingInputs */
/** @typedef {{}} Admin_Mail_A_MailInputs */
/** @typedef {{ subject: NonNullable<unknown>, recipient: NonNullable<unknown>, attempts: NonNullable<unknown>, time: NonNullable<unknown> }} Admin_Mail_ProblemInputs */
/** @typedef {{ count: NonNullable<unknown> }} Admin_Mail_AttemptsInputs */
/** @typedef {{}} Admin_Form_Save_ChangesInputs */
/** @typedef {{}} Admin_Form_CancelInputs */
/** @typedef {{}} Admin_EditInputs */
/** @typedef {{}} Admin_DeleteInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Admin_SearchInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Admin_Pages_OfInputs */
/** @typedef {{}} Admin_PreviousInputs */
/** @typedef {{}} Admin_NextInputs */
/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Admin_Page_OfInputs */
/** @typedef {{}} Admin_No_MatchInputs */
/** @typedef {{}} Admin_Bulk_TitleInputs */
/** @typedef {{}} Admin_Bulk_ExampleInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Admin_Bulk_PasteInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Admin_Bulk_HintInputs */
/** @typedef {{}} Admin_Bulk_ImportingInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Admin_Bulk_ImportInputs */
/** @typedef {{}} Admin_Bulk_ProblemsInputs */
/** @typedef {{ record: NonNullable<unknown> }} Admin_Bulk_RecordInputs */
/** @typedef {{}} Admin_Bulk_Failed_TitleInputs */
/** @typedef {{ message: NonNullable<unknown> }} Admin_Bulk_Did_Not_RunInputs */
/** @typedef {{}} Admin_Bulk_Too_Much_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, email: NonNullable<unknown> }} Admin_SenderInputs */
/** @typedef {{ child: NonNullable<unknown>, name: NonNullable<unknown>, email: NonNullable<unknown> }} Admin_Sender_ChildInputs */
/** @typedef {{}} Admin_No_NameInputs */
/** @typedef {{}} Admin_ShowInputs */
/** @typedef {{}} Admin_Stories_TitleInputs */
/** @typedef {{}} Admin_Stories_PendingInputs */
/** @typedef {{}} Admin_Stories_ApprovedInputs */
/** @typedef {{}} Admin_Stories_RejectedInputs */
/** @typedef {{}} Admin_Stories_LoadingInputs */
/** @typedef {{}} Admin_Stories_EmptyInputs */
/** @typedef {{}} Admin_Stories_NounInputs */
/** @typedef {{}} Admin_Stories_AnonymousInputs */
/** @typedef {{}} Admin_ApproveInputs */
/** @typedef {{}} Admin_RejectInputs */
/** @typedef {{}} Admin_Story_Approved_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Admin_Story_Approved_TextInputs */
/** @typedef {{}} Admin_Story_Rejected_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Admin_Story_Rejected_TextInputs */
/** @typedef {{}} Admin_Ask_TitleInputs */
/** @typedef {{}} Admin_Ask_QuestionsInputs */
/** @typedef {{}} Admin_Ask_PrayersInputs */
/** @typedef {{}} Admin_Ask_MessagesInputs */
/** @typedef {{}} Admin_Ask_AnswerInputs */
/** @typedef {{}} Admin_Ask_ReplyInputs */
/** @typedef {{}} Admin_Ask_Save_AnswerInputs */
/** @typedef {{}} Admin_Ask_Answer_Saved_TitleInputs */
/** @typedef {{}} Admin_Ask_Answer_Saved_TextInputs */
/** @typedef {{}} Admin_Ask_Message_ApprovedInputs */
/** @typedef {{}} Admin_Ask_Message_RejectedInputs */
/** @typedef {{}} Admin_Ask_No_MessagesInputs */
/** @typedef {{}} Admin_Ask_NothingInputs */
/** @typedef {{}} Admin_Ask_Noun_MessagesInputs */
/** @typedef {{}} Admin_Ask_Noun_QuestionsInputs */
/** @typedef {{}} Admin_Ask_Noun_PrayersInputs */
/** @typedef {{}} Admin_Ask_PrivateInputs */
/** @typedef {{}} Admin_Media_UploadInputs */
/** @typedef {{}} Admin_Media_AllInputs */
/** @typedef {{}} Admin_Media_VideosInputs */
/** @typedef {{}} Admin_Media_AudioInputs */
/** @typedef {{}} Admin_Media_TabsInputs */
/** @typedef {{}} Admin_Media_LoadingInputs */
/** @typedef {{}} Admin_Media_Total_FilesInputs */
/** @typedef {{}} Admin_Media_Video_FilesInputs */
/** @typedef {{}} Admin_Media_Audio_FilesInputs */
/** @typedef {{}} Admin_Media_Total_SizeInputs */
/** @typedef {{ size: NonNullable<unknown> }} Admin_Media_MegabytesInputs */
/** @typedef {{ percent: NonNullable<unknown>, title: NonNullable<unknown> }} Admin_Media_Upload_CompleteInputs */
/** @typedef {{}} Admin_Media_Url_Copied_TitleInputs */
/** @typedef {{}} Admin_Media_Url_Copied_TextInputs */
/** @typedef {{}} Admin_Media_Copy_FailedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Admin_Media_Confirm_DeleteInputs */
/** @typedef {{}} Admin_Media_Delete_Failed_TitleInputs */
/** @typedef {{}} Admin_Media_Delete_Failed_TextInputs */
/** @typedef {{}} Admin_Media_Deleted_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Admin_Media_Deleted_TextInputs */
/** @typedef {{ count: NonNullable<unknown> }} Admin_Media_Confirm_BulkInputs */
/** @typedef {{}} Admin_Media_Bulk_Failed_TitleInputs */
/** @typedef {{}} Admin_Media_Bulk_Failed_TextInputs */
/** @typedef {{}} Admin_Media_Bulk_Done_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Admin_Media_Bulk_DeletedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Admin_Media_Bulk_Not_DeletedInputs */
/** @typedef {{}} Admin_Media_SearchInputs */
/** @typedef {{}} Admin_Media_Select_AllInputs */
/** @typedef {{}} Admin_Media_Deselect_AllInputs */
/** @typedef {{ count: NonNullable<unknown> }} Admin_Media_Delete_SelectedInputs */
/** @typedef {{}} Admin_Media_None_YetInputs */
/** @typedef {{}} Admin_Media_No_MatchInputs */
/** @typedef {{}} Admin_Media_NounInputs */
/** @typedef {{ title: NonNullable<unknown> }} Admin_Media_SelectInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Admin_Media_SecondsInputs */
/** @typedef {{}} Admin_Media_Copy_UrlInputs */
/** @typedef {{}} Admin_Media_Poster_TypeInputs */
/** @typedef {{ max: NonNullable<unknown> }} Admin_Media_Poster_Too_LargeInputs */
/** @typedef {{}} Admin_Media_One_At_A_TimeInputs */
/** @typedef {{ max: NonNullable<unknown> }} Admin_Media_Too_LargeInputs */
/** @typedef {{}} Admin_Media_Bad_TypeInputs */
/** @typedef {{}} Admin_Media_Need_File_TitleInputs */
/** @typedef {{}} Admin_Media_Upload_Failed_TitleInputs */
/** @typedef {{ size: NonNullable<unknown>, max: NonNullable<unknown> }} Admin_Media_ExceedsInputs */
/** @typedef {{}} Admin_Media_Retry_SmallerInputs */
/** @typedef {{}} Admin_Media_Poster_Not_SavedInputs */
/** @typedef {{}} Admin_Media_Uploaded_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Admin_Media_Uploaded_TextInputs */
/** @typedef {{}} Admin_Media_DropInputs */
/** @typedef {{ max: NonNullable<unknown> }} Admin_Media_FormatsInputs */
/** @typedef {{}} Admin_Media_PosterInputs */
/** @typedef {{ max: NonNullable<unknown> }} Admin_Media_Poster_HintInputs */
/** @typedef {{}} Admin_Media_TitleInputs */
/** @typedef {{}} Admin_Media_DescriptionInputs */
/** @typedef {{}} Admin_Media_ProgressInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Admin_Media_UploadingInputs */
/** @typedef {{}} Admin_Media_Upload_FailedInputs */
/** @typedef {{}} Admin_Database_ErrorInputs */
/** @typedef {{}} Admin_Readings_Page_TitleInputs */
/** @typedef {{}} Admin_Readings_Page_DescriptionInputs */
/** @typedef {{ message: NonNullable<unknown> }} Admin_Readings_Load_FailedInputs */
/** @typedef {{}} Admin_Readings_Update_FailedInputs */
/** @typedef {{}} Admin_Readings_Add_FailedInputs */
/** @typedef {{}} Admin_Readings_UpdatedInputs */
/** @typedef {{}} Admin_Readings_AddedInputs */
/** @typedef {{ date: NonNullable<unknown>, title: NonNullable<unknown> }} Admin_Readings_Confirm_DeleteInputs */
/** @typedef {{}} Admin_Readings_Delete_FailedInputs */
/** @typedef {{}} Admin_Readings_DeletedInputs */
/** @typedef {{}} Admin_Readings_AddInputs */
/** @typedef {{}} Admin_Readings_EditInputs */
/** @typedef {{}} Admin_Readings_ListInputs */
/** @typedef {{}} Admin_Readings_LoadingInputs */
/** @typedef {{}} Admin_Readings_EmptyInputs */
/** @typedef {{}} Admin_Readings_NounInputs */
/** @typedef {{}} Admin_Readings_Choose_BookInputs */
/** @typedef {{}} Admin_Readings_DateInputs */
/** @typedef {{}} Admin_Readings_TitleInputs */
/** @typedef {{}} Admin_Readings_BookInputs */
/** @typedef {{}} Admin_Readings_ChapterInputs */
/** @typedef {{}} Admin_Readings_From_VerseInputs */
/** @typedef {{}} Admin_Readings_To_VerseInputs */
/** @typedef {{}} Admin_Readings_NotesInputs */
/** @typedef {{}} Admin_Readings_Notes_HintInputs */
/** @typedef {{}} Admin_Plans_Page_TitleInputs */
/** @typedef {{}} Admin_Plans_Page_DescriptionInputs */
/** @typedef {{}} Admin_Plans_EditInputs */
/** @typedef {{}} Admin_Plans_AddInputs */
/** @typedef {{}} Admin_Plans_SubmitInputs */
/** @typedef {{}} Admin_Plans_TitleInputs */
/** @typedef {{}} Admin_Plans_AddressInputs */
/** @typedef {{}} Admin_Plans_IdInputs */
/** @typedef {{}} Admin_Plans_Id_HintInputs */
/** @typedef {{}} Admin_Plans_DescriptionInputs */
/** @typedef {{}} Admin_Plans_DaysInputs */
/** @typedef {{}} Admin_Plans_Days_HintInputs */
/** @typedef {{ message: NonNullable<unknown> }} Admin_Plans_Load_FailedInputs */
/** @typedef {{}} Admin_Plans_Update_FailedInputs */
/** @typedef {{}} Admin_Plans_Add_FailedInputs */
/** @typedef {{}} Admin_Plans_UpdatedInputs */
/** @typedef {{}} Admin_Plans_AddedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Admin_Plans_Confirm_DeleteInputs */
/** @typedef {{}} Admin_Plans_Delete_FailedInputs */
/** @typedef {{}} Admin_Plans_DeletedInputs */
/** @typedef {{}} Admin_Plans_ListInputs */
/** @typedef {{}} Admin_Plans_LoadingInputs */
/** @typedef {{}} Admin_Plans_EmptyInputs */
/** @typedef {{}} Admin_Plans_NounInputs */
/** @typedef {{ count: NonNullable<unknown> }} Admin_Plans_Days_CountInputs */
/** @typedef {{}} Admin_Lessons_Page_TitleInputs */
/** @typedef {{}} Admin_Lessons_Page_DescriptionInputs */
/** @typedef {{}} Admin_Sets_EditInputs */
/** @typedef {{}} Admin_Sets_AddInputs */
/** @typedef {{}} Admin_Sets_SubmitInputs */
/** @typedef {{}} Admin_Sets_NameInputs */
/** @typedef {{}} Admin_Sets_EmojiInputs */
/** @typedef {{}} Admin_Sets_IdInputs */
/** @typedef {{}} Admin_Sets_Id_ShownInputs */
/** @typedef {{}} Admin_Sets_Id_HintInputs */
/** @typedef {{}} Admin_Sets_DescriptionInputs */
/** @typedef {{}} Admin_Sets_VersesInputs */
/** @typedef {{ max: NonNullable<unknown> }} Admin_Sets_Verses_HintInputs */
/** @typedef {{ message: NonNullable<unknown> }} Admin_Sets_Load_FailedInputs */
/** @typedef {{}} Admin_Sets_Update_FailedInputs */
/** @typedef {{}} Admin_Sets_Add_FailedInputs */
/** @typedef {{}} Admin_Sets_UpdatedInputs */
/** @typedef {{}} Admin_Sets_AddedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Admin_Sets_Confirm_DeleteInputs */
/** @typedef {{}} Admin_Sets_Delete_FailedInputs */
/** @typedef {{}} Admin_Sets_DeletedInputs */
/** @typedef {{}} Admin_Sets_ListInputs */
/** @typedef {{}} Admin_Sets_IntroInputs */
/** @typedef {{}} Admin_Sets_LoadingInputs */
/** @typedef {{}} Admin_Sets_EmptyInputs */
/** @typedef {{}} Admin_Sets_NounInputs */
/** @typedef {{}} Admin_Sets_HeadingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Admin_Sets_CountInputs */
/** @typedef {{}} Admin_Subs_No_EndInputs */
/** @typedef {{}} Admin_Subs_Given_TitleInputs */
/** @typedef {{ email: NonNullable<unknown>, tier: NonNullable<unknown> }} Admin_Subs_Given_TextInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_Subs_Confirm_ClearInputs */
/** @typedef {{}} Admin_Subs_Cleared_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_Subs_Cleared_TextInputs */
/** @typedef {{}} Admin_Subs_TitleInputs */
/** @typedef {{}} Admin_Subs_IntroInputs */
/** @typedef {{}} Admin_Subs_EmailInputs */
/** @typedef {{}} Admin_Subs_Look_UpInputs */
/** @typedef {{ tier: NonNullable<unknown>, day: NonNullable<unknown> }} Admin_Subs_UntilInputs */
/** @typedef {{}} Admin_Subs_FreeInputs */
/** @typedef {{}} Admin_Subs_By_HandInputs */
/** @typedef {{}} Admin_Subs_OnlineInputs */
/** @typedef {{}} Admin_Subs_PlanInputs */
/** @typedef {{}} Admin_Subs_Last_DayInputs */
/** @typedef {{}} Admin_Subs_NoteInputs */
/** @typedef {{}} Admin_Subs_GiveInputs */
/** @typedef {{}} Admin_Subs_ClearInputs */
/** @typedef {{}} Admin_Subs_HistoryInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_Subs_ByInputs */
/** @typedef {{}} Admin_Pay_Amount_UnknownInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_Pay_Confirm_AttachInputs */
/** @typedef {{}} Admin_Pay_EmailInputs */
/** @typedef {{}} Admin_Pay_AttachInputs */
/** @typedef {{ amount: NonNullable<unknown>, time: NonNullable<unknown>, email: NonNullable<unknown> }} Admin_Pay_LineInputs */
/** @typedef {{}} Admin_Pay_No_EmailInputs */
/** @typedef {{}} Admin_Pay_Not_PaidInputs */
/** @typedef {{ reason: NonNullable<unknown>, checkout: NonNullable<unknown> }} Admin_Pay_WhyInputs */
/** @typedef {{}} Admin_Pay_Attached_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_Pay_Attached_TextInputs */
/** @typedef {{}} Admin_Pay_TitleInputs */
/** @typedef {{}} Admin_Pay_IntroInputs */
/** @typedef {{}} Admin_Pay_LoadingInputs */
/** @typedef {{}} Admin_Pay_NoneInputs */
/** @typedef {{}} Admin_Pay_RecentInputs */
/** @typedef {{ amount: NonNullable<unknown>, email: NonNullable<unknown>, time: NonNullable<unknown>, admin: NonNullable<unknown> }} Admin_Pay_Attached_LineInputs */
/** @typedef {{}} Admin_Pay_An_AdminInputs */
/** @typedef {{}} Admin_Cache_Cleared_TitleInputs */
/** @typedef {{}} Admin_Cache_Cleared_TextInputs */
/** @typedef {{}} Admin_Cache_FailedInputs */
/** @typedef {{}} Admin_Missing_Fields_TitleInputs */
/** @typedef {{}} Admin_Missing_Fields_TextInputs */
/** @typedef {{}} Bible_Crumb_HomeInputs */
/** @typedef {{}} Bible_Crumb_BibleInputs */
/** @typedef {{ chapter: NonNullable<unknown> }} Bible_Crumb_ChapterInputs */
/** @typedef {{}} Bible_Crumb_SearchInputs */
/** @typedef {{}} Bible_Breadcrumb_LabelInputs */
/** @typedef {{}} Bible_Index_TitleInputs */
/** @typedef {{}} Bible_Index_DescriptionInputs */
/** @typedef {{}} Bible_Index_LeadInputs */
/** @typedef {{ count: NonNullable<unknown> }} Bible_Books_CountInputs */
/** @typedef {{ count: NonNullable<unknown> }} Bible_Chapter_CountInputs */
/** @typedef {{}} Bible_Search_TitleInputs */
/** @typedef {{}} Bible_Search_ButtonInputs */
/** @typedef {{}} Bible_Open_ExplorerInputs */
/** @typedef {{}} Bible_Open_In_ExplorerInputs */
/** @typedef {{}} Bible_Verse_Of_The_DayInputs */
/** @typedef {{ book: NonNullable<unknown>, version: NonNullable<unknown> }} Bible_Book_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, book: NonNullable<unknown>, version: NonNullable<unknown> }} Bible_Book_IntroInputs */
/** @typedef {{ version: NonNullable<unknown> }} Bible_Holy_Bible_OfInputs */
/** @typedef {{}} Bible_Keep_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, book: NonNullable<unknown> }} Bible_Keep_TextInputs */
/** @typedef {{}} Bible_Keep_VersionsInputs */
/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Bible_Keep_SavingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Bible_Keep_KeptInputs */
/** @typedef {{}} Bible_Keep_FailedInputs */
/** @typedef {{}} Bible_Keep_Choose_VersionInputs */
/** @typedef {{ name: NonNullable<unknown>, version: NonNullable<unknown> }} Bible_Read_In_VersionInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Bible_Add_Verse_LabelInputs */
/** @typedef {{}} Bible_Add_Verse_TitleInputs */
/** @typedef {{}} Bible_Add_Verse_TipInputs */
/** @typedef {{}} Bible_Search_DescriptionInputs */
/** @typedef {{}} Bible_Search_WordsInputs */
/** @typedef {{}} Bible_Search_BookInputs */
/** @typedef {{}} Bible_Search_All_BooksInputs */
/** @typedef {{}} Bible_Search_TipsInputs */
/** @typedef {{}} Bible_Search_NoscriptInputs */
/** @typedef {{}} Bible_Search_Index_LinkInputs */
/** @typedef {{}} Bible_Search_ResultsInputs */
/** @typedef {{}} Bible_Search_SearchingInputs */
/** @typedef {{}} Bible_Search_UnavailableInputs */
/** @typedef {{ query: NonNullable<unknown>, version: NonNullable<unknown> }} Bible_Search_NoneInputs */
/** @typedef {{ count: NonNullable<unknown>, query: NonNullable<unknown>, version: NonNullable<unknown> }} Bible_Search_MoreInputs */
/** @typedef {{ count: NonNullable<unknown>, query: NonNullable<unknown>, version: NonNullable<unknown> }} Bible_Search_FoundInputs */
/** @typedef {{}} Bible_Words_SwitchInputs */
/** @typedef {{}} Bible_Words_HintInputs */
/** @typedef {{}} Bible_Words_List_LinkInputs */
/** @typedef {{}} Bible_Words_LoadingInputs */
/** @typedef {{}} Bible_Words_Load_FailedInputs */
/** @typedef {{}} Bible_Words_TitleInputs */
/** @typedef {{}} Bible_Words_LeadInputs */
/** @typedef {{}} Bible_Words_HowInputs */
/** @typedef {{ count: NonNullable<unknown> }} Bible_Words_DescriptionInputs */
/** @typedef {{}} Bible_Words_By_LetterInputs */
/** @typedef {{ forms: NonNullable<unknown> }} Bible_Words_AlsoInputs */
/** @typedef {{}} Bible_Daily_WisdomInputs */
/** @typedef {{}} Bible_Daily_Wisdom_LeadInputs */
/** @typedef {{}} Bible_Reading_TitleInputs */
/** @typedef {{}} Bible_Reading_TodayInputs */
/** @typedef {{}} Bible_Reading_NextInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Bible_Reading_ReadInputs */
/** @typedef {{}} Bible_Reading_NoneInputs */
/** @typedef {{}} Bible_Reading_PickInputs */
/** @typedef {{}} Bible_Reading_Open_ExplorerInputs */
/** @typedef {{}} Family_Stories_Heard_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, titles: NonNullable<unknown> }} Family_Stories_Heard_ListInputs */
/** @typedef {{}} Family_Stories_NoneInputs */
/** @typedef {{}} Family_Learning_Start_InvalidInputs */
/** @typedef {{}} Family_Learning_Start_LabelInputs */
/** @typedef {{ start: NonNullable<unknown> }} Family_Learning_Start_By_AgeInputs */
/** @typedef {{}} Family_Start_StoriesInputs */
/** @typedef {{}} Family_Start_Stories_ReaderInputs */
/** @typedef {{}} Family_Start_ReaderInputs */
/** @typedef {{}} Family_Learning_NowInputs */
/** @typedef {{ count: NonNullable<unknown> }} Family_Waiting_TitleInputs */
/** @typedef {{}} Family_Add_Your_ChildrenInputs */
/** @typedef {{}} Family_Add_Your_Children_LeadInputs */
/** @typedef {{}} Family_Skip_For_NowInputs */
/** @typedef {{ name: NonNullable<unknown> }} Family_Start_Learning_AsInputs */
/** @typedef {{}} Family_Waiting_Title_NoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Family_Waiting_BadgeInputs */
/** @typedef {{}} Family_Who_Is_LearningInputs */
/** @typedef {{}} Family_Ask_Grown_UpInputs */
/** @typedef {{}} Family_TitleInputs */
/** @typedef {{}} Family_HeadingInputs */
/** @typedef {{}} Family_DescriptionInputs */
/** @typedef {{}} Family_LeadInputs */
/** @typedef {{}} Family_ErrorInputs */
/** @typedef {{}} Family_Name_LabelInputs */
/** @typedef {{}} Family_Name_HintInputs */
/** @typedef {{}} Family_AvatarInputs */
/** @typedef {{}} Family_Age_GroupInputs */
/** @typedef {{}} Family_ChooseInputs */
/** @typedef {{ band: NonNullable<unknown> }} Family_Age_YearsInputs */
/** @typedef {{}} Family_CancelInputs */
/** @typedef {{}} Family_Chapters_ReadInputs */
/** @typedef {{}} Family_Books_ReadInputs */
/** @typedef {{}} Family_Badges_EarnedInputs */
/** @typedef {{}} Family_Games_PlayedInputs */
/** @typedef {{}} Family_Verses_LearnedInputs */
/** @typedef {{}} Family_Devotionals_OpenedInputs */
/** @typedef {{}} Family_Last_LearnedInputs */
/** @typedef {{}} Family_None_YetInputs */
/** @typedef {{}} Family_NoneInputs */
/** @typedef {{}} Family_Not_YetInputs */
/** @typedef {{}} Family_LoadingInputs */
/** @typedef {{}} Family_Profile_AddedInputs */
/** @typedef {{}} Family_Profile_ReadyInputs */
/** @typedef {{}} Family_Profile_DeletedInputs */
/** @typedef {{}} Family_ApprovedInputs */
/** @typedef {{}} Family_DeclinedInputs */
/** @typedef {{}} Family_Add_A_ChildInputs */
/** @typedef {{}} Family_Add_ProfileInputs */
/** @typedef {{}} Family_Your_ChildrenInputs */
/** @typedef {{}} Family_No_ChildrenInputs */
/** @typedef {{}} Family_SaveInputs */
/** @typedef {{}} Family_This_WeekInputs */
/** @typedef {{}} Family_Streak_And_GoalInputs */
/** @typedef {{}} Family_May_ShareInputs */
/** @typedef {{}} Family_EditInputs */
/** @typedef {{}} Family_Download_DataInputs */
/** @typedef {{}} Family_DeleteInputs */
/** @typedef {{ name: NonNullable<unknown> }} Family_Delete_ConfirmInputs */
/** @typedef {{}} Family_Yes_DeleteInputs */
/** @typedef {{}} Family_Weekly_SummaryInputs */
/** @typedef {{}} Family_Weekly_Summary_LabelInputs */
/** @typedef {{}} Family_Data_TitleInputs */
/** @typedef {{}} Family_Data_TextInputs */
/** @typedef {{}} Family_Privacy_NoticeInputs */
/** @typedef {{}} Family_Download_Family_DataInputs */
/** @typedef {{}} Family_Delete_AccountInputs */
/** @typedef {{}} Family_Avatar_LambInputs */
/** @typedef {{}} Family_Avatar_LionInputs */
/** @typedef {{}} Family_Avatar_DoveInputs */
/** @typedef {{}} Family_Avatar_FishInputs */
/** @typedef {{}} Family_Avatar_WhaleInputs */
/** @typedef {{}} Family_Avatar_CamelInputs */
/** @typedef {{}} Family_Avatar_DonkeyInputs */
/** @typedef {{}} Family_Avatar_BearInputs */
/** @typedef {{}} Family_Avatar_BunnyInputs */
/** @typedef {{}} Family_Avatar_OwlInputs */
/** @typedef {{}} Family_Avatar_StarInputs */
/** @typedef {{}} Family_Avatar_SunInputs */
/** @typedef {{}} Family_Avatar_RainbowInputs */
/** @typedef {{}} Family_Avatar_ArkInputs */
/** @typedef {{}} Family_Avatar_TentInputs */
/** @typedef {{}} Family_Avatar_HarpInputs */
/** @typedef {{ title: NonNullable<unknown>, played: NonNullable<unknown>, best: NonNullable<unknown> }} Family_Games_Played_ListInputs */
/** @typedef {{}} Family_Enter_PasswordInputs */
/** @typedef {{}} Family_Pin_RemovedInputs */
/** @typedef {{}} Family_Pin_SavedInputs */
/** @typedef {{}} Family_Settings_SavedInputs */
/** @typedef {{}} Family_Parent_PinInputs */
/** @typedef {{}} Family_Pin_Set_TextInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Family_Pin_Unset_TextInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Family_New_PinInputs */
/** @typedef {{}} Family_Account_PasswordInputs */
/** @typedef {{}} Family_Save_PinInputs */
/** @typedef {{}} Family_Remove_PinInputs */
/** @typedef {{}} Family_Kind_StoryInputs */
/** @typedef {{}} Family_Kind_QuestionInputs */
/** @typedef {{}} Family_Kind_PrayerInputs */
/** @typedef {{}} Family_Kind_MessageInputs */
/** @typedef {{ kind: NonNullable<unknown>, name: NonNullable<unknown> }} Family_Review_FromInputs */
/** @typedef {{}} Family_Nothing_WaitingInputs */
/** @typedef {{}} Family_ApproveInputs */
/** @typedef {{}} Family_DeclineInputs */
/** @typedef {{ name: NonNullable<unknown> }} Family_Reading_MapInputs */
/** @typedef {{ name: NonNullable<unknown> }} Family_Reading_Map_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Family_Reading_Map_LoadingInputs */
/** @typedef {{}} Family_Try_AgainInputs */
/** @typedef {{}} Family_Goal_SavedInputs */
/** @typedef {{ name: NonNullable<unknown>, days: NonNullable<unknown> }} Family_Goal_Saved_TextInputs */
/** @typedef {{}} Family_StreakInputs */
/** @typedef {{ name: NonNullable<unknown> }} Family_Child_WeekInputs */
/** @typedef {{ name: NonNullable<unknown> }} Family_Child_GoalInputs */
/** @typedef {{ name: NonNullable<unknown> }} Family_Goal_ForInputs */
/** @typedef {{ days: NonNullable<unknown> }} Family_Days_A_WeekInputs */
/** @typedef {{}} Family_Loading_ShortInputs */
/** @typedef {{}} Family_ParentInputs */
/** @typedef {{}} Family_ContinueInputs */
/** @typedef {{}} Family_Language_LabelInputs */
/** @typedef {{}} Family_Language_UnsetInputs */
/** @typedef {{}} Games_Locked_IncludedInputs */
/** @typedef {{ built: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Hangman_TowerInputs */
/** @typedef {{}} Games_Listen_QuestionInputs */
/** @typedef {{}} Games_Listen_HintInputs */
/** @typedef {{}} Games_Listen_StoryInputs */
/** @typedef {{}} Games_Listen_ClueInputs */
/** @typedef {{}} Games_Common_Great_JobInputs */
/** @typedef {{}} Games_Common_LevelInputs */
/** @typedef {{}} Games_Common_ScoreInputs */
/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Common_OfInputs */
/** @typedef {{}} Games_Common_Play_AgainInputs */
/** @typedef {{}} Games_Common_NextInputs */
/** @typedef {{ score: NonNullable<unknown> }} Games_Common_Final_ScoreInputs */
/** @typedef {{}} Games_Quiz_QuestionInputs */
/** @typedef {{}} Games_Quiz_Right_AnswerInputs */
/** @typedef {{}} Games_Quiz_Your_AnswerInputs */
/** @typedef {{ passed: NonNullable<unknown>, level: NonNullable<unknown> }} Games_Quiz_Level_UpInputs */
/** @typedef {{ points: NonNullable<unknown> }} Games_Quiz_CorrectInputs */
/** @typedef {{ levels: NonNullable<unknown> }} Games_Quiz_All_LevelsInputs */
/** @typedef {{ correct: NonNullable<unknown>, asked: NonNullable<unknown>, level: NonNullable<unknown>, percent: NonNullable<unknown> }} Games_Quiz_StoppedInputs */
/** @typedef {{}} Games_Hangman_Level_1Inputs */
/** @typedef {{}} Games_Hangman_Level_2Inputs */
/** @typedef {{}} Games_Hangman_Level_3Inputs */
/** @typedef {{}} Games_Hangman_Level_4Inputs */
/** @typedef {{}} Games_Hangman_Level_5Inputs */
/** @typedef {{}} Games_Hangman_Level_6Inputs */
/** @typedef {{}} Games_Hangman_Level_7Inputs */
/** @typedef {{ word: NonNullable<unknown> }} Games_Hangman_LostInputs */
/** @typedef {{ score: NonNullable<unknown>, level: NonNullable<unknown>, name: NonNullable<unknown> }} Games_Hangman_Level_MasteredInputs */
/** @typedef {{ level: NonNullable<unknown>, score: NonNullable<unknown>, next: NonNullable<unknown>, name: NonNullable<unknown> }} Games_Hangman_Level_AdvancedInputs */
/** @typedef {{ score: NonNullable<unknown>, level: NonNullable<unknown>, needed: NonNullable<unknown> }} Games_Hangman_Level_RetryInputs */
/** @typedef {{ word: NonNullable<unknown> }} Games_Hangman_Got_ItInputs */
/** @typedef {{ letter: NonNullable<unknown> }} Games_Hangman_Letter_InInputs */
/** @typedef {{ letter: NonNullable<unknown> }} Games_Hangman_Letter_OutInputs */
/** @typedef {{}} Games_Hangman_ChoosingInputs */
/** @typedef {{}} Games_Hangman_Words_LeftInputs */
/** @typedef {{ level: NonNullable<unknown>, name: NonNullable<unknown> }} Games_Hangman_Level_ValueInputs */
/** @typedef {{}} Games_Hangman_HintInputs */
/** @typedef {{ count: NonNullable<unknown>, letters: NonNullable<unknown> }} Games_Hangman_Word_SpokenInputs */
/** @typedef {{}} Games_Hangman_BlankInputs */
/** @typedef {{}} Games_Hangman_Won_LabelInputs */
/** @typedef {{ points: NonNullable<unknown> }} Games_Hangman_Well_DoneInputs */
/** @typedef {{}} Games_Hangman_Next_WordInputs */
/** @typedef {{}} Games_Hangman_Lost_LabelInputs */
/** @typedef {{}} Games_Hangman_Try_DifferentInputs */
/** @typedef {{}} Games_Hangman_RestartInputs */
/** @typedef {{}} Games_Hangman_Mastered_LabelInputs */
/** @typedef {{}} Games_Hangman_Celebrate_MasteredInputs */
/** @typedef {{}} Games_Hangman_Celebrate_WordInputs */
/** @typedef {{}} Games_Hangman_LettersInputs */
/** @typedef {{ letter: NonNullable<unknown> }} Games_Hangman_LetterInputs */
/** @typedef {{ letter: NonNullable<unknown> }} Games_Hangman_Letter_HitInputs */
/** @typedef {{ letter: NonNullable<unknown> }} Games_Hangman_Letter_MissInputs */
/** @typedef {{ wrong: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Hangman_Wrong_GuessesInputs */
/** @typedef {{}} Games_Scrambled_MixingInputs */
/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Scrambled_Verse_OfInputs */
/** @typedef {{ score: NonNullable<unknown> }} Games_Scrambled_ScoreInputs */
/** @typedef {{}} Games_Scrambled_Your_VerseInputs */
/** @typedef {{}} Games_Scrambled_Tap_WordsInputs */
/** @typedef {{ n: NonNullable<unknown>, word: NonNullable<unknown> }} Games_Scrambled_Remove_WordInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Games_Scrambled_SolvedInputs */
/** @typedef {{}} Games_Scrambled_AlmostInputs */
/** @typedef {{}} Games_Scrambled_Words_To_PlaceInputs */
/** @typedef {{ word: NonNullable<unknown> }} Games_Scrambled_Place_WordInputs */
/** @typedef {{}} Games_Scrambled_Final_LabelInputs */
/** @typedef {{ score: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Scrambled_FinalInputs */
/** @typedef {{}} Games_Scrambled_ShuffleInputs */
/** @typedef {{}} Games_Scrambled_Next_VerseInputs */
/** @typedef {{}} Games_Scrambled_Celebrate_DoneInputs */
/** @typedef {{}} Games_Scrambled_Celebrate_VerseInputs */
/** @typedef {{}} Games_Story_Quiz_DealingInputs */
/** @typedef {{}} Games_Story_Quiz_End_TitleInputs */
/** @typedef {{}} Games_Story_Quiz_ChampionInputs */
/** @typedef {{ level: NonNullable<unknown> }} Games_Story_Quiz_Level_CompleteInputs */
/** @typedef {{}} Games_Story_Quiz_StoryInputs */
/** @typedef {{ answer: NonNullable<unknown> }} Games_Story_Quiz_WrongInputs */
/** @typedef {{}} Games_Story_Quiz_Fun_FactInputs */
/** @typedef {{}} Games_Bee_DealingInputs */
/** @typedef {{}} Games_Bee_End_TitleInputs */
/** @typedef {{}} Games_Bee_ChampionInputs */
/** @typedef {{}} Games_Bee_Level_CompleteInputs */
/** @typedef {{ points: NonNullable<unknown> }} Games_Bee_For_PointsInputs */
/** @typedef {{ answer: NonNullable<unknown> }} Games_Bee_WrongInputs */
/** @typedef {{}} Games_Memory_PracticeInputs */
/** @typedef {{}} Games_Memory_MemorizeInputs */
/** @typedef {{}} Games_Memory_Practice_HelpInputs */
/** @typedef {{}} Games_Memory_Memorize_HelpInputs */
/** @typedef {{ count: NonNullable<unknown> }} Games_Memory_Celebrate_DoneInputs */
/** @typedef {{}} Games_Memory_Celebrate_VerseInputs */
/** @typedef {{}} Games_Memory_Getting_ReadyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Games_Memory_FinishedInputs */
/** @typedef {{ score: NonNullable<unknown>, total: NonNullable<unknown>, attempts: NonNullable<unknown> }} Games_Memory_SummaryInputs */
/** @typedef {{ references: NonNullable<unknown> }} Games_Memory_MasteredInputs */
/** @typedef {{}} Games_Memory_ModeInputs */
/** @typedef {{}} Games_Memory_VerseInputs */
/** @typedef {{}} Games_Memory_AttemptsInputs */
/** @typedef {{}} Games_Memory_ListenInputs */
/** @typedef {{}} Games_Memory_HiddenInputs */
/** @typedef {{}} Games_Memory_Type_VerseInputs */
/** @typedef {{}} Games_Memory_CheckInputs */
/** @typedef {{}} Games_Memory_CorrectInputs */
/** @typedef {{}} Games_Memory_Correct_PointInputs */
/** @typedef {{}} Games_Memory_FinishInputs */
/** @typedef {{}} Games_Memory_Next_VerseInputs */
/** @typedef {{}} Games_Memory_WrongInputs */
/** @typedef {{}} Games_Memory_Wrong_HelpInputs */
/** @typedef {{}} Games_Memory_Try_AgainInputs */
/** @typedef {{}} Games_Memory_Show_VerseInputs */
/** @typedef {{}} Games_Word_Search_HidingInputs */
/** @typedef {{ word: NonNullable<unknown>, found: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Word_Search_Found_StatusInputs */
/** @typedef {{}} Games_Word_Search_Celebrate_DoneInputs */
/** @typedef {{}} Games_Word_Search_Celebrate_WordInputs */
/** @typedef {{}} Games_Word_Search_Words_To_FindInputs */
/** @typedef {{}} Games_Word_Search_HowInputs */
/** @typedef {{}} Games_Word_Search_Found_MarkInputs */
/** @typedef {{}} Games_Word_Search_SelectedInputs */
/** @typedef {{}} Games_Word_Search_ClearInputs */
/** @typedef {{ count: NonNullable<unknown> }} Games_Word_Search_Found_AllInputs */
/** @typedef {{}} Games_Word_Search_Keep_SearchingInputs */
/** @typedef {{}} Games_Word_Search_Praise_1Inputs */
/** @typedef {{}} Games_Word_Search_Praise_2Inputs */
/** @typedef {{}} Games_Word_Search_Praise_3Inputs */
/** @typedef {{}} Games_Word_Search_Praise_4Inputs */
/** @typedef {{}} Games_Word_Search_Praise_5Inputs */
/** @typedef {{ size: NonNullable<unknown> }} Games_Word_Search_GridInputs */
/** @typedef {{ row: NonNullable<unknown>, col: NonNullable<unknown>, letter: NonNullable<unknown> }} Games_Word_Search_CellInputs */
/** @typedef {{}} Games_Word_Search_Cell_SelectedInputs */
/** @typedef {{}} Games_Word_Search_Cell_FoundInputs */
/** @typedef {{ n: NonNullable<unknown> }} Games_Matching_Card_Face_DownInputs */
/** @typedef {{ text: NonNullable<unknown> }} Games_Matching_Card_VerseInputs */
/** @typedef {{ text: NonNullable<unknown> }} Games_Matching_Card_ReferenceInputs */
/** @typedef {{ n: NonNullable<unknown>, what: NonNullable<unknown> }} Games_Matching_Card_MatchedInputs */
/** @typedef {{ n: NonNullable<unknown>, what: NonNullable<unknown> }} Games_Matching_CardInputs */
/** @typedef {{ pairs: NonNullable<unknown>, moves: NonNullable<unknown> }} Games_Matching_Won_StatusInputs */
/** @typedef {{}} Games_Matching_CheckingInputs */
/** @typedef {{}} Games_Matching_Flip_SecondInputs */
/** @typedef {{}} Games_Matching_Flip_TwoInputs */
/** @typedef {{}} Games_Matching_MovesInputs */
/** @typedef {{ matched: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Matching_PairsInputs */
/** @typedef {{}} Games_Matching_New_GameInputs */
/** @typedef {{}} Games_Matching_CardsInputs */
/** @typedef {{}} Games_Matching_Verse_TagInputs */
/** @typedef {{}} Games_Matching_Reference_TagInputs */
/** @typedef {{}} Games_Matching_MatchedInputs */
/** @typedef {{}} Games_Matching_Well_DoneInputs */
/** @typedef {{}} Games_Matching_Play_AgainInputs */
/** @typedef {{ pairs: NonNullable<unknown>, moves: NonNullable<unknown>, score: NonNullable<unknown> }} Games_Matching_EndInputs */
/** @typedef {{}} Games_Matching_CelebrateInputs */
/** @typedef {{}} Games_Adventure_WisdomInputs */
/** @typedef {{}} Games_Adventure_CourageInputs */
/** @typedef {{}} Games_Adventure_FaithInputs */
/** @typedef {{ level: NonNullable<unknown>, levels: NonNullable<unknown> }} Games_Adventure_LevelInputs */
/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Adventure_ProgressInputs */
/** @typedef {{}} Games_Adventure_ScoreInputs */
/** @typedef {{}} Games_Adventure_Stats_LabelInputs */
/** @typedef {{ total: NonNullable<unknown>, needed: NonNullable<unknown> }} Games_Adventure_Stat_TotalInputs */
/** @typedef {{}} Games_Adventure_What_Will_You_DoInputs */
/** @typedef {{ choice: NonNullable<unknown> }} Games_Adventure_You_ChoseInputs */
/** @typedef {{ points: NonNullable<unknown> }} Games_Adventure_PointsInputs */
/** @typedef {{ level: NonNullable<unknown> }} Games_Adventure_Level_CompleteInputs */
/** @typedef {{ total: NonNullable<unknown>, next: NonNullable<unknown> }} Games_Adventure_GrewInputs */
/** @typedef {{ level: NonNullable<unknown> }} Games_Adventure_Start_LevelInputs */
/** @typedef {{ level: NonNullable<unknown> }} Games_Adventure_RepeatInputs */
/** @typedef {{ total: NonNullable<unknown>, needed: NonNullable<unknown> }} Games_Adventure_Total_WasInputs */
/** @typedef {{ level: NonNullable<unknown> }} Games_Adventure_Try_AgainInputs */
/** @typedef {{}} Games_Adventure_FinishedInputs */
/** @typedef {{ score: NonNullable<unknown> }} Games_Adventure_FinalInputs */
/** @typedef {{}} Games_Adventure_Play_AgainInputs */
/** @typedef {{}} Games_Adventure_CelebrateInputs */
/** @typedef {{}} Games_Puzzle_StartInputs */
/** @typedef {{ character: NonNullable<unknown> }} Games_Puzzle_Picked_NoteInputs */
/** @typedef {{}} Games_Puzzle_Hero_FirstInputs */
/** @typedef {{}} Games_Puzzle_WrongInputs */
/** @typedef {{ character: NonNullable<unknown>, item: NonNullable<unknown>, fact: NonNullable<unknown>, reference: NonNullable<unknown> }} Games_Puzzle_MatchInputs */
/** @typedef {{ matched: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Puzzle_Matched_CountInputs */
/** @typedef {{ misses: NonNullable<unknown> }} Games_Puzzle_MissesInputs */
/** @typedef {{}} Games_Puzzle_New_GameInputs */
/** @typedef {{}} Games_Puzzle_HeroesInputs */
/** @typedef {{ character: NonNullable<unknown>, item: NonNullable<unknown> }} Games_Puzzle_Hero_MatchedInputs */
/** @typedef {{}} Games_Puzzle_PickedInputs */
/** @typedef {{}} Games_Puzzle_Known_ForInputs */
/** @typedef {{ item: NonNullable<unknown>, character: NonNullable<unknown> }} Games_Puzzle_Item_MatchedInputs */
/** @typedef {{}} Games_Puzzle_WonInputs */
/** @typedef {{}} Games_Puzzle_Play_AgainInputs */
/** @typedef {{ score: NonNullable<unknown> }} Games_Puzzle_ScoreInputs */
/** @typedef {{}} Games_Puzzle_CelebrateInputs */
/** @typedef {{}} Games_Bingo_FreeInputs */
/** @typedef {{}} Games_Bingo_Not_CalledInputs */
/** @typedef {{}} Games_Bingo_All_CalledInputs */
/** @typedef {{}} Games_Bingo_CallerInputs */
/** @typedef {{}} Games_Bingo_Call_NextInputs */
/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Bingo_Name_OfInputs */
/** @typedef {{}} Games_Bingo_Press_CallInputs */
/** @typedef {{ called: NonNullable<unknown>, score: NonNullable<unknown> }} Games_Bingo_Line_DoneInputs */
/** @typedef {{}} Games_Bingo_New_CardInputs */
/** @typedef {{}} Games_Bingo_New_Card_ButtonInputs */
/** @typedef {{}} Games_Bingo_Card_CaptionInputs */
/** @typedef {{}} Games_Bingo_MarkedInputs */
/** @typedef {{}} Games_Bingo_In_Winning_LineInputs */
/** @typedef {{}} Games_Bingo_Called_So_FarInputs */
/** @typedef {{}} Games_Bingo_Called_So_Far_LabelInputs */
/** @typedef {{}} Games_Connect_EasyInputs */
/** @typedef {{}} Games_Connect_MediumInputs */
/** @typedef {{}} Games_Connect_HardInputs */
/** @typedef {{}} Games_Connect_Player_StarInputs */
/** @typedef {{}} Games_Connect_Player_HeartInputs */
/** @typedef {{}} Games_Connect_EmptyInputs */
/** @typedef {{}} Games_Connect_StartInputs */
/** @typedef {{ level: NonNullable<unknown> }} Games_Connect_Level_StartInputs */
/** @typedef {{ answer: NonNullable<unknown> }} Games_Connect_Wrong_ToastInputs */
/** @typedef {{ answer: NonNullable<unknown>, player: NonNullable<unknown> }} Games_Connect_Wrong_NoteInputs */
/** @typedef {{ player: NonNullable<unknown> }} Games_Connect_FourInputs */
/** @typedef {{}} Games_Connect_Draw_NoteInputs */
/** @typedef {{ player: NonNullable<unknown>, column: NonNullable<unknown> }} Games_Connect_CorrectInputs */
/** @typedef {{}} Games_Connect_LevelInputs */
/** @typedef {{ level: NonNullable<unknown>, name: NonNullable<unknown> }} Games_Connect_Level_OptionInputs */
/** @typedef {{ player: NonNullable<unknown> }} Games_Connect_TurnInputs */
/** @typedef {{}} Games_Connect_ResetInputs */
/** @typedef {{}} Games_Connect_Board_CaptionInputs */
/** @typedef {{ column: NonNullable<unknown> }} Games_Connect_DropInputs */
/** @typedef {{ column: NonNullable<unknown> }} Games_Connect_Drop_FullInputs */
/** @typedef {{ row: NonNullable<unknown>, column: NonNullable<unknown>, what: NonNullable<unknown> }} Games_Connect_CellInputs */
/** @typedef {{}} Games_Connect_Winning_LineInputs */
/** @typedef {{ player: NonNullable<unknown>, column: NonNullable<unknown> }} Games_Connect_Answer_To_DropInputs */
/** @typedef {{}} Games_Connect_Other_ColumnInputs */
/** @typedef {{ player: NonNullable<unknown> }} Games_Connect_WinsInputs */
/** @typedef {{}} Games_Connect_DrawInputs */
/** @typedef {{}} Games_Connect_Play_AgainInputs */
/** @typedef {{ player: NonNullable<unknown> }} Games_Connect_Celebrate_WinnerInputs */
/** @typedef {{}} Games_Connect_CelebrateInputs */
/** @typedef {{}} Games_Hunt_Garden_NameInputs */
/** @typedef {{}} Games_Hunt_Garden_How_ToInputs */
/** @typedef {{}} Games_Hunt_Memory_NameInputs */
/** @typedef {{}} Games_Hunt_Memory_How_ToInputs */
/** @typedef {{}} Games_Hunt_Matcher_NameInputs */
/** @typedef {{}} Games_Hunt_Matcher_How_ToInputs */
/** @typedef {{}} Games_Hunt_Sequence_NameInputs */
/** @typedef {{}} Games_Hunt_Sequence_How_ToInputs */
/** @typedef {{}} Games_Hunt_Verse_NameInputs */
/** @typedef {{}} Games_Hunt_Verse_How_ToInputs */
/** @typedef {{}} Games_Hunt_Path_NameInputs */
/** @typedef {{}} Games_Hunt_Path_How_ToInputs */
/** @typedef {{}} Games_Hunt_Tree_NameInputs */
/** @typedef {{}} Games_Hunt_Tree_How_ToInputs */
/** @typedef {{}} Games_Hunt_Not_FruitInputs */
/** @typedef {{}} Games_Hunt_Wrong_OrderInputs */
/** @typedef {{}} Games_Hunt_Time_UpInputs */
/** @typedef {{}} Games_Hunt_Wrong_AnswerInputs */
/** @typedef {{}} Games_Hunt_Keep_SearchingInputs */
/** @typedef {{}} Games_Hunt_Too_FarInputs */
/** @typedef {{}} Games_Hunt_No_SelectionInputs */
/** @typedef {{ level: NonNullable<unknown> }} Games_Hunt_Level_CompleteInputs */
/** @typedef {{}} Games_Hunt_Found_Them_AllInputs */
/** @typedef {{ found: NonNullable<unknown>, needed: NonNullable<unknown> }} Games_Hunt_Retry_NoteInputs */
/** @typedef {{ level: NonNullable<unknown>, found: NonNullable<unknown> }} Games_Hunt_Passed_NoteInputs */
/** @typedef {{ fruit: NonNullable<unknown>, points: NonNullable<unknown> }} Games_Hunt_Found_FruitInputs */
/** @typedef {{ level: NonNullable<unknown>, name: NonNullable<unknown> }} Games_Hunt_Level_TitleInputs */
/** @typedef {{}} Games_Hunt_ScoreInputs */
/** @typedef {{}} Games_Hunt_Fruits_FoundInputs */
/** @typedef {{}} Games_Hunt_No_ClockInputs */
/** @typedef {{}} Games_Hunt_Time_LeftInputs */
/** @typedef {{ points: NonNullable<unknown> }} Games_Hunt_Points_A_FruitInputs */
/** @typedef {{}} Games_Hunt_Look_CloselyInputs */
/** @typedef {{ level: NonNullable<unknown> }} Games_Hunt_Start_LevelInputs */
/** @typedef {{ level: NonNullable<unknown> }} Games_Hunt_Level_DoneInputs */
/** @typedef {{ level: NonNullable<unknown>, name: NonNullable<unknown> }} Games_Hunt_Next_LevelInputs */
/** @typedef {{ found: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Hunt_Found_OfInputs */
/** @typedef {{}} Games_Hunt_Starting_AgainInputs */
/** @typedef {{}} Games_Hunt_BasketInputs */
/** @typedef {{}} Games_Hunt_FinishedInputs */
/** @typedef {{}} Games_Hunt_ExpertInputs */
/** @typedef {{ fruits: NonNullable<unknown> }} Games_Hunt_Grow_ThemInputs */
/** @typedef {{}} Games_Hunt_Play_AgainInputs */
/** @typedef {{}} Games_Hunt_Just_LeavesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Games_Hunt_Spot_FruitInputs */
/** @typedef {{ name: NonNullable<unknown> }} Games_Hunt_Spot_DecoyInputs */
/** @typedef {{ n: NonNullable<unknown>, what: NonNullable<unknown> }} Games_Hunt_BushInputs */
/** @typedef {{ n: NonNullable<unknown>, what: NonNullable<unknown> }} Games_Hunt_SpotInputs */
/** @typedef {{}} Games_Hunt_Not_SearchedInputs */
/** @typedef {{}} Games_Hunt_Garden_BushesInputs */
/** @typedef {{}} Games_Hunt_Memory_SpotsInputs */
/** @typedef {{}} Games_Hunt_LeavesInputs */
/** @typedef {{}} Games_Hunt_Path_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Games_Hunt_Thorn_BushInputs */
/** @typedef {{}} Games_Hunt_Your_PathInputs */
/** @typedef {{}} Games_Hunt_GrassInputs */
/** @typedef {{ row: NonNullable<unknown>, column: NonNullable<unknown>, what: NonNullable<unknown> }} Games_Hunt_SquareInputs */
/** @typedef {{}} Games_Hunt_You_Are_HereInputs */
/** @typedef {{ name: NonNullable<unknown> }} Games_Hunt_Already_FoundInputs */
/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Hunt_Which_FruitInputs */
/** @typedef {{}} Games_Hunt_AnswersInputs */
/** @typedef {{}} Games_Hunt_Your_SequenceInputs */
/** @typedef {{ n: NonNullable<unknown> }} Games_Hunt_Not_YetInputs */
/** @typedef {{ n: NonNullable<unknown>, clue: NonNullable<unknown> }} Games_Hunt_ClueInputs */
/** @typedef {{}} Games_Hunt_FruitsInputs */
/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Hunt_Which_FillsInputs */
/** @typedef {{}} Games_Hunt_Word_TilesInputs */
/** @typedef {{ fruit: NonNullable<unknown> }} Games_Hunt_Tree_Title_PickedInputs */
/** @typedef {{}} Games_Hunt_Tree_TitleInputs */
/** @typedef {{ fruit: NonNullable<unknown>, description: NonNullable<unknown> }} Games_Hunt_Branch_WithInputs */
/** @typedef {{ description: NonNullable<unknown> }} Games_Hunt_Empty_BranchInputs */
/** @typedef {{}} Games_Hunt_The_BasketInputs */
/** @typedef {{}} Games_Hunt_CompostInputs */
/** @typedef {{ title: NonNullable<unknown> }} Games_Layout_Page_TitleInputs */
/** @typedef {{}} Games_Layout_HomeInputs */
/** @typedef {{}} Games_Layout_BackInputs */
/** @typedef {{}} Games_Layout_LoadingInputs */
/** @typedef {{}} Games_Layout_LockedInputs */
/** @typedef {{}} Games_Layout_See_PlansInputs */
/** @typedef {{}} Games_Layout_Back_PlainInputs */
/** @typedef {{}} Games_Gate_Premium_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Games_Gate_Premium_ReasonInputs */
/** @typedef {{}} Games_Gate_Upgrade_TitleInputs */
/** @typedef {{ count: NonNullable<unknown>, title: NonNullable<unknown> }} Games_Gate_Upgrade_ReasonInputs */
/** @typedef {{}} Games_Difficulty_EasyInputs */
/** @typedef {{}} Games_Difficulty_MediumInputs */
/** @typedef {{}} Games_Difficulty_HardInputs */
/** @typedef {{}} Games_Index_TitleInputs */
/** @typedef {{}} Games_Index_DescriptionInputs */
/** @typedef {{}} Games_Index_LeadInputs */
/** @typedef {{}} Games_Index_PrintablesInputs */
/** @typedef {{}} Games_Index_Upgrade_LabelInputs */
/** @typedef {{}} Games_Index_Banner_StrongInputs */
/** @typedef {{}} Games_Index_Banner_TextInputs */
/** @typedef {{}} Games_Index_Upgrade_NowInputs */
/** @typedef {{}} Games_Index_Games_LabelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Games_Index_Access_NoteInputs */
/** @typedef {{}} Games_Lock_Premium_OnlyInputs */
/** @typedef {{}} Games_Lock_More_GamesInputs */
/** @typedef {{}} Games_Lock_AccessInputs */
/** @typedef {{}} Games_Card_DifficultyInputs */
/** @typedef {{}} Games_Card_TimeInputs */
/** @typedef {{}} Games_Card_Play_NowInputs */
/** @typedef {{}} Games_Card_Sign_In_To_PlayInputs */
/** @typedef {{}} Games_Card_Upgrade_To_PlayInputs */
/** @typedef {{}} Games_Printables_TitleInputs */
/** @typedef {{}} Games_Printables_DescriptionInputs */
/** @typedef {{}} Games_Printables_LeadInputs */
/** @typedef {{}} Games_Printables_Word_SearchInputs */
/** @typedef {{}} Games_Printables_Word_Search_TextInputs */
/** @typedef {{}} Games_Printables_BingoInputs */
/** @typedef {{}} Games_Printables_Bingo_TextInputs */
/** @typedef {{}} Games_Printables_TracingInputs */
/** @typedef {{}} Games_Printables_Tracing_TextInputs */
/** @typedef {{}} Games_Printables_PrintInputs */
/** @typedef {{}} Games_Printables_AllInputs */
/** @typedef {{}} Games_Printables_Name_LineInputs */
/** @typedef {{}} Games_Printables_Bingo_Page_TitleInputs */
/** @typedef {{}} Games_Printables_Bingo_DescriptionInputs */
/** @typedef {{}} Games_Printables_Bingo_HeadingInputs */
/** @typedef {{}} Games_Printables_Bingo_HowInputs */
/** @typedef {{}} Games_Printables_FreeInputs */
/** @typedef {{}} Games_Printables_Word_Search_Page_TitleInputs */
/** @typedef {{}} Games_Printables_Word_Search_DescriptionInputs */
/** @typedef {{}} Games_Printables_Word_Search_HeadingInputs */
/** @typedef {{}} Games_Printables_Word_Search_HowInputs */
/** @typedef {{}} Games_Printables_LettersInputs */
/** @typedef {{}} Games_Printables_Words_To_FindInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Games_Printables_Tracing_Page_TitleInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Games_Printables_Tracing_DescriptionInputs */
/** @typedef {{}} Games_Printables_Trace_HeadingInputs */
/** @typedef {{}} Games_Printables_Trace_HowInputs */
/** @typedef {{}} Games_Printables_Trace_How_PracticeInputs */
/** @typedef {{}} Games_Bingo_ShoutInputs */
/** @typedef {{}} Home_Ask_Grown_UpInputs */
/** @typedef {{}} Home_Not_Open_YetInputs */
/** @typedef {{}} Home_Plans_For_Grown_UpsInputs */
/** @typedef {{}} Home_Back_To_My_HomeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Home_HiInputs */
/** @typedef {{}} Home_TitleInputs */
/** @typedef {{}} Home_TodayInputs */
/** @typedef {{}} Home_Thing_Listen_StoryInputs */
/** @typedef {{}} Home_Thing_Listen_Story_DetailInputs */
/** @typedef {{}} Home_Thing_Read_StoryInputs */
/** @typedef {{}} Home_Thing_Read_Story_DetailInputs */
/** @typedef {{}} Home_Thing_DevotionalInputs */
/** @typedef {{}} Home_Thing_Devotional_DetailInputs */
/** @typedef {{ day: NonNullable<unknown> }} Home_Thing_Plan_DayInputs */
/** @typedef {{}} Home_Thing_Read_BibleInputs */
/** @typedef {{}} Home_Thing_Read_Bible_DetailInputs */
/** @typedef {{}} Home_Thing_VersesInputs */
/** @typedef {{}} Home_Thing_Verses_DetailInputs */
/** @typedef {{ game: NonNullable<unknown> }} Home_Thing_GameInputs */
/** @typedef {{}} Home_Thing_Game_DetailInputs */
/** @typedef {{}} Home_Start_HereInputs */
/** @typedef {{}} Home_Streak_TitleInputs */
/** @typedef {{}} Home_Badges_TitleInputs */
/** @typedef {{}} Home_No_BadgesInputs */
/** @typedef {{}} Home_LoadingInputs */
/** @typedef {{}} Home_SwitchInputs */
/** @typedef {{ count: NonNullable<unknown> }} Home_Thing_Verses_DueInputs */
/** @typedef {{ count: NonNullable<unknown> }} Home_Streak_DaysInputs */
/** @typedef {{}} Home_TaglineInputs */
/** @typedef {{ tagline: NonNullable<unknown> }} Home_DescriptionInputs */
/** @typedef {{}} Home_Rss_TitleInputs */
/** @typedef {{}} Home_Hello_FriendInputs */
/** @typedef {{}} Home_Verses_Today_LinkInputs */
/** @typedef {{}} Home_Explore_JourneyInputs */
/** @typedef {{}} Home_Sections_LabelInputs */
/** @typedef {{}} Home_Section_AboutInputs */
/** @typedef {{}} Home_Section_DevotionalsInputs */
/** @typedef {{}} Home_Section_Bible_ExplorerInputs */
/** @typedef {{}} Home_Section_Truth_ChallengesInputs */
/** @typedef {{}} Home_Section_Bible_GamesInputs */
/** @typedef {{}} Home_About_LeadInputs */
/** @typedef {{}} Home_Read_Our_StoryInputs */
/** @typedef {{}} Home_Devotionals_TitleInputs */
/** @typedef {{}} Home_Devotionals_LeadInputs */
/** @typedef {{}} Home_All_DevotionalsInputs */
/** @typedef {{}} Home_Bible_Explorer_LeadInputs */
/** @typedef {{}} Home_Open_Bible_ExplorerInputs */
/** @typedef {{}} Home_Browse_BooksInputs */
/** @typedef {{}} Home_Truth_Challenges_LeadInputs */
/** @typedef {{}} Home_Bible_Games_LeadInputs */
/** @typedef {{}} Home_Play_Bible_GamesInputs */
/** @typedef {{}} Home_Tile_Devotionals_TextInputs */
/** @typedef {{}} Home_Tile_Games_TextInputs */
/** @typedef {{}} Home_Tile_Ask_PrayInputs */
/** @typedef {{}} Home_Tile_Ask_Pray_TextInputs */
/** @typedef {{}} Home_Games_ShortInputs */
/** @typedef {{}} Home_Video_LibraryInputs */
/** @typedef {{}} Home_Videos_LabelInputs */
/** @typedef {{}} Home_Media_LinkInputs */
/** @typedef {{}} Home_Lamb_AltInputs */
/** @typedef {{}} Mail_Copy_HintInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_FooterInputs */
/** @typedef {{}} Mail_Confirm_HelloInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Confirm_WelcomeInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Confirm_SubjectInputs */
/** @typedef {{}} Mail_Confirm_HeadingInputs */
/** @typedef {{}} Mail_Confirm_ButtonInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Activate_AskedInputs */
/** @typedef {{}} Mail_Activate_HintInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Activate_SubjectInputs */
/** @typedef {{}} Mail_Activate_HeadingInputs */
/** @typedef {{}} Mail_Activate_ButtonInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Exists_TriedInputs */
/** @typedef {{}} Mail_Exists_HintInputs */
/** @typedef {{ link: NonNullable<unknown> }} Mail_Exists_Sign_In_LinkInputs */
/** @typedef {{ link: NonNullable<unknown> }} Mail_Exists_Reset_LinkInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Exists_SubjectInputs */
/** @typedef {{}} Mail_Exists_HeadingInputs */
/** @typedef {{}} Mail_Exists_ButtonInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Reset_AskedInputs */
/** @typedef {{}} Mail_Reset_HintInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Reset_SubjectInputs */
/** @typedef {{}} Mail_Reset_HeadingInputs */
/** @typedef {{}} Mail_Reset_ButtonInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Changed_DoneInputs */
/** @typedef {{}} Mail_Changed_HintInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Changed_SubjectInputs */
/** @typedef {{}} Mail_Changed_HeadingInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Deleted_DoneInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Deleted_SubjectInputs */
/** @typedef {{}} Mail_Deleted_HeadingInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Summary_IntroInputs */
/** @typedef {{ name: NonNullable<unknown>, chapters: NonNullable<unknown>, badges: NonNullable<unknown>, games: NonNullable<unknown>, verses: NonNullable<unknown>, devotionals: NonNullable<unknown> }} Mail_Summary_ChildInputs */
/** @typedef {{ count: NonNullable<unknown>, books: NonNullable<unknown> }} Mail_Summary_ChaptersInputs */
/** @typedef {{ count: NonNullable<unknown> }} Mail_Summary_BadgesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Mail_Summary_GamesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Mail_Summary_VersesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Mail_Summary_DevotionalsInputs */
/** @typedef {{ link: NonNullable<unknown> }} Mail_Summary_Family_LinkInputs */
/** @typedef {{ link: NonNullable<unknown> }} Mail_Summary_UnsubscribeInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Summary_SubjectInputs */
/** @typedef {{}} Mail_Summary_HeadingInputs */
/** @typedef {{}} Mail_Family_ButtonInputs */
/** @typedef {{ childName: NonNullable<unknown>, siteName: NonNullable<unknown>, months: NonNullable<unknown> }} Mail_Retention_InactiveInputs */
/** @typedef {{ childName: NonNullable<unknown> }} Mail_Retention_SoonInputs */
/** @typedef {{ childName: NonNullable<unknown>, siteName: NonNullable<unknown> }} Mail_Retention_SubjectInputs */
/** @typedef {{}} Mail_Retention_HeadingInputs */
/** @typedef {{ siteName: NonNullable<unknown>, lockLength: NonNullable<unknown> }} Mail_Pin_LockedInputs */
/** @typedef {{}} Mail_Pin_HintInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Pin_SubjectInputs */
/** @typedef {{}} Mail_Pin_HeadingInputs */
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
/** @typedef {{}} Reader_Sign_In_PromptInputs */
/** @typedef {{}} Reader_Sign_InInputs */
/** @typedef {{}} Reader_Mark_As_ReadInputs */
/** @typedef {{}} Reader_Marked_As_ReadInputs */
/** @typedef {{}} Reader_Read_BadgeInputs */
/** @typedef {{}} Reader_Save_FailedInputs */
/** @typedef {{}} Reader_Niv_ComingInputs */
/** @typedef {{}} Reader_Pager_LabelInputs */
/** @typedef {{}} Reader_ListenInputs */
/** @typedef {{}} Reader_Listen_GroupInputs */
/** @typedef {{}} Reader_Listen_PauseInputs */
/** @typedef {{}} Reader_Listen_ResumeInputs */
/** @typedef {{}} Reader_Listen_StopInputs */
/** @typedef {{}} Reader_Listen_SpeedInputs */
/** @typedef {{}} Reader_Listen_VoiceInputs */
/** @typedef {{}} Reader_Listen_SlowInputs */
/** @typedef {{}} Reader_Listen_NormalInputs */
/** @typedef {{}} Reader_Listen_FastInputs */
/** @typedef {{}} Reader_Sign_In_For_VersesInputs */
/** @typedef {{}} Reader_Open_Memory_MasterInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Reader_Verse_AddedInputs */
/** @typedef {{}} Reader_ErrorInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reader_Marked_Read_ToastInputs */
/** @typedef {{}} Reader_Sign_In_To_TrackInputs */
/** @typedef {{}} Reader_Sign_In_LinkInputs */
/** @typedef {{}} Reader_TitleInputs */
/** @typedef {{}} Reader_TestamentInputs */
/** @typedef {{}} Reader_BookInputs */
/** @typedef {{}} Reader_ChapterInputs */
/** @typedef {{}} Reader_PrevInputs */
/** @typedef {{}} Reader_NextInputs */
/** @typedef {{ count: NonNullable<unknown> }} Reader_Of_ChaptersInputs */
/** @typedef {{}} Reader_Loading_ChapterInputs */
/** @typedef {{}} Reader_Content_PreparingInputs */
/** @typedef {{}} Reader_Content_Preparing_DetailInputs */
/** @typedef {{}} Reader_Load_ErrorInputs */
/** @typedef {{}} Reader_Add_Verse_HintInputs */
/** @typedef {{ chapter: NonNullable<unknown>, version: NonNullable<unknown> }} Reader_Open_Own_PageInputs */
/** @typedef {{}} Reader_Map_TitleInputs */
/** @typedef {{}} Reader_Map_LoadingInputs */
/** @typedef {{}} Reader_Map_Sign_In_RestInputs */
/** @typedef {{}} Reader_Map_FailedInputs */
/** @typedef {{ read: NonNullable<unknown>, chapters: NonNullable<unknown>, percent: NonNullable<unknown> }} Reader_Map_Total_OwnInputs */
/** @typedef {{ reader: NonNullable<unknown>, read: NonNullable<unknown>, chapters: NonNullable<unknown>, percent: NonNullable<unknown> }} Reader_Map_Total_OfInputs */
/** @typedef {{ read: NonNullable<unknown>, chapters: NonNullable<unknown>, percent: NonNullable<unknown> }} Reader_Map_ShareInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reader_Map_Testament_ReadInputs */
/** @typedef {{}} Reader_Map_Chapter_ReadInputs */
/** @typedef {{ version: NonNullable<unknown> }} Reader_Notice_NivInputs */
/** @typedef {{ asked: NonNullable<unknown>, version: NonNullable<unknown> }} Reader_Notice_No_VersionInputs */
/** @typedef {{ asked: NonNullable<unknown>, book: NonNullable<unknown> }} Reader_Notice_No_BookInputs */
/** @typedef {{}} Reader_Notice_First_BookInputs */
/** @typedef {{ count: NonNullable<unknown>, book: NonNullable<unknown>, asked: NonNullable<unknown> }} Reader_Notice_No_ChapterInputs */
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
/** @typedef {{ groupName: NonNullable<unknown>, siteName: NonNullable<unknown> }} Groups_Mail_Note_SubjectInputs */
/** @typedef {{ groupName: NonNullable<unknown> }} Groups_Mail_Note_HeadingInputs */
/** @typedef {{ groupName: NonNullable<unknown> }} Groups_Mail_Note_IntroInputs */
/** @typedef {{ title: NonNullable<unknown>, link: NonNullable<unknown> }} Groups_Mail_Note_AssignmentInputs */
/** @typedef {{}} Groups_Mail_Note_No_ReplyInputs */
/** @typedef {{ link: NonNullable<unknown> }} Groups_Mail_Note_UnsubscribeInputs */
/** @typedef {{}} Groups_Mail_Note_ButtonInputs */
/** @typedef {{ groupName: NonNullable<unknown> }} Groups_Mail_Invite_SubjectInputs */
/** @typedef {{}} Groups_Mail_Invite_HeadingInputs */
/** @typedef {{ inviter: NonNullable<unknown>, groupName: NonNullable<unknown>, siteName: NonNullable<unknown> }} Groups_Mail_Invite_IntroInputs */
/** @typedef {{}} Groups_Mail_Invite_HintInputs */
/** @typedef {{}} Groups_Mail_Invite_ButtonInputs */
/** @typedef {{}} Groups_Notice_Unsubscribed_TitleInputs */
/** @typedef {{}} Groups_Notice_Unsubscribed_TextInputs */
/** @typedef {{}} Groups_Notice_Link_Unknown_TitleInputs */
/** @typedef {{}} Groups_Notice_Link_Unknown_TextInputs */
/** @typedef {{ groupName: NonNullable<unknown>, siteName: NonNullable<unknown> }} Groups_Mail_Invite_Intro_UnnamedInputs */
/** @typedef {{}} Groups_ErrorInputs */
/** @typedef {{}} Groups_LoadingInputs */
/** @typedef {{}} Groups_Co_Leader_WelcomeInputs */
/** @typedef {{}} Groups_CreatedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Groups_Code_IsInputs */
/** @typedef {{}} Groups_My_GroupsInputs */
/** @typedef {{}} Groups_None_YetInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_Member_CountInputs */
/** @typedef {{}} Groups_Role_LeaderInputs */
/** @typedef {{}} Groups_Role_Co_LeaderInputs */
/** @typedef {{}} Groups_New_GroupInputs */
/** @typedef {{}} Groups_New_Group_HintInputs */
/** @typedef {{}} Groups_Name_LabelInputs */
/** @typedef {{}} Groups_CreateInputs */
/** @typedef {{}} Groups_Not_FoundInputs */
/** @typedef {{}} Groups_BackInputs */
/** @typedef {{}} Groups_All_GroupsInputs */
/** @typedef {{}} Groups_Code_LabelInputs */
/** @typedef {{}} Groups_Code_HintInputs */
/** @typedef {{}} Groups_Print_InvitationInputs */
/** @typedef {{}} Groups_New_CodeInputs */
/** @typedef {{}} Groups_New_Code_ConfirmInputs */
/** @typedef {{}} Groups_New_Code_DoneInputs */
/** @typedef {{}} Groups_Week_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_Week_TotalInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_Week_StoriesInputs */
/** @typedef {{}} Groups_Goal_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, goal: NonNullable<unknown> }} Groups_Goal_ProgressInputs */
/** @typedef {{}} Groups_Members_TitleInputs */
/** @typedef {{}} Groups_Members_HintInputs */
/** @typedef {{}} Groups_No_MembersInputs */
/** @typedef {{}} Groups_States_CaptionInputs */
/** @typedef {{}} Groups_MemberInputs */
/** @typedef {{ day: NonNullable<unknown> }} Groups_DueInputs */
/** @typedef {{}} Groups_Remove_Member_ColumnInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Remove_MemberInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Remove_Member_ConfirmInputs */
/** @typedef {{}} Groups_RemovedInputs */
/** @typedef {{}} Groups_State_DoneInputs */
/** @typedef {{}} Groups_State_StartedInputs */
/** @typedef {{}} Groups_State_Not_StartedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_State_StarsInputs */
/** @typedef {{}} Groups_Assignment_AddedInputs */
/** @typedef {{}} Groups_Note_PostedInputs */
/** @typedef {{}} Groups_Invite_SentInputs */
/** @typedef {{}} Groups_Handed_OverInputs */
/** @typedef {{}} Groups_DeletedInputs */
/** @typedef {{}} Groups_Kind_StoryInputs */
/** @typedef {{}} Groups_Kind_ChaptersInputs */
/** @typedef {{}} Groups_Kind_PlanInputs */
/** @typedef {{}} Groups_Kind_VerseInputs */
/** @typedef {{}} Groups_Kind_GameInputs */
/** @typedef {{}} Groups_Assign_TitleInputs */
/** @typedef {{}} Groups_Assign_KindInputs */
/** @typedef {{}} Groups_Assign_WhatInputs */
/** @typedef {{}} Groups_Assign_ChaptersInputs */
/** @typedef {{}} Groups_Assign_Chapters_HintInputs */
/** @typedef {{}} Groups_Assign_DueInputs */
/** @typedef {{}} Groups_Assign_ButtonInputs */
/** @typedef {{}} Groups_Note_TitleInputs */
/** @typedef {{}} Groups_Note_HintInputs */
/** @typedef {{}} Groups_Note_LabelInputs */
/** @typedef {{}} Groups_Note_PlaceholderInputs */
/** @typedef {{}} Groups_Note_AssignmentInputs */
/** @typedef {{}} Groups_Note_No_AssignmentInputs */
/** @typedef {{}} Groups_Note_SendInputs */
/** @typedef {{}} Groups_Leaders_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Hand_OverInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Hand_Over_ConfirmInputs */
/** @typedef {{}} Groups_Invite_LabelInputs */
/** @typedef {{}} Groups_Invite_ButtonInputs */
/** @typedef {{}} Groups_DeleteInputs */
/** @typedef {{}} Groups_Delete_ConfirmInputs */
/** @typedef {{}} Groups_Page_TitleInputs */
/** @typedef {{}} Groups_Page_DescriptionInputs */
/** @typedef {{}} Groups_Page_LeadInputs */
/** @typedef {{}} Groups_Invitation_TitleInputs */
/** @typedef {{}} Groups_Invitation_DescriptionInputs */
/** @typedef {{}} Groups_Invitation_IntroInputs */
/** @typedef {{}} Groups_Invitation_Qr_AltInputs */
/** @typedef {{}} Groups_Invitation_Step1Inputs */
/** @typedef {{}} Groups_Invitation_Step2Inputs */
/** @typedef {{}} Groups_Invitation_Step3Inputs */
/** @typedef {{}} Groups_PrintInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_JoinedInputs */
/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown> }} Groups_Leave_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_LeftInputs */
/** @typedef {{}} Groups_Family_TitleInputs */
/** @typedef {{}} Groups_Family_HintInputs */
/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown>, leader: NonNullable<unknown> }} Groups_MembershipInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_LeaveInputs */
/** @typedef {{}} Groups_Family_No_ChildrenInputs */
/** @typedef {{ leader: NonNullable<unknown> }} Groups_Preview_LeaderInputs */
/** @typedef {{}} Groups_Preview_SeesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Preview_Sees_DetailInputs */
/** @typedef {{}} Groups_Preview_NeverInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Join_ConfirmInputs */
/** @typedef {{}} Groups_CancelInputs */
/** @typedef {{}} Groups_Join_ChildInputs */
/** @typedef {{}} Groups_Join_CodeInputs */
/** @typedef {{}} Groups_Join_CheckInputs */
/** @typedef {{}} Groups_Notes_TitleInputs */
/** @typedef {{}} Groups_Note_Mail_LabelInputs */
/** @typedef {{}} Groups_Notes_NoneInputs */
/** @typedef {{}} Groups_From_Class_TitleInputs */
/** @typedef {{}} Groups_Privacy_NameInputs */
/** @typedef {{}} Groups_Privacy_LeaderInputs */
/** @typedef {{}} Groups_Goal_FieldInputs */
/** @typedef {{}} Groups_Goal_SaveInputs */
/** @typedef {{}} Groups_Goal_SavedInputs */
/** @typedef {{}} Groups_Join_OpenInputs */
/** @typedef {{}} Learn_BreadcrumbInputs */
/** @typedef {{}} Learn_ErrorInputs */
/** @typedef {{}} Learn_Sign_InInputs */
/** @typedef {{}} Learn_Plans_TitleInputs */
/** @typedef {{}} Learn_Plans_DescriptionInputs */
/** @typedef {{}} Learn_Plans_LeadInputs */
/** @typedef {{}} Learn_Plans_MineInputs */
/** @typedef {{}} Learn_Plans_AllInputs */
/** @typedef {{}} Learn_Plans_SeeInputs */
/** @typedef {{ title: NonNullable<unknown> }} Learn_Plans_See_NamedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learn_Plan_Day_CountInputs */
/** @typedef {{}} Learn_Plan_My_ProgressInputs */
/** @typedef {{}} Learn_Plan_Sign_In_To_StartInputs */
/** @typedef {{}} Learn_Plan_LoadingInputs */
/** @typedef {{}} Learn_Plan_TodayInputs */
/** @typedef {{}} Learn_Plan_StartInputs */
/** @typedef {{}} Learn_Plan_RestartInputs */
/** @typedef {{}} Learn_Plan_Days_TitleInputs */
/** @typedef {{ day: NonNullable<unknown> }} Learn_Plan_DayInputs */
/** @typedef {{}} Learn_Plan_Day_DoneInputs */
/** @typedef {{}} Learn_Plan_Not_StartedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learn_Plan_FinishedInputs */
/** @typedef {{ done: NonNullable<unknown>, count: NonNullable<unknown>, percent: NonNullable<unknown> }} Learn_Plan_Days_ReadInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learn_Plan_BehindInputs */
/** @typedef {{ day: NonNullable<unknown>, passages: NonNullable<unknown> }} Learn_Plan_Today_ReadingInputs */
/** @typedef {{}} Learn_Plan_Load_FailedInputs */
/** @typedef {{}} Learn_Plan_Start_FailedInputs */
/** @typedef {{}} Learn_Plan_StartedInputs */
/** @typedef {{}} Learn_Plan_Started_AgainInputs */
/** @typedef {{}} Learn_Plan_ReadyInputs */
/** @typedef {{ day: NonNullable<unknown>, passages: NonNullable<unknown> }} Learn_Plan_Mine_TodayInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learn_PointsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learn_Day_CountInputs */
/** @typedef {{}} Learn_Challenges_TitleInputs */
/** @typedef {{}} Learn_Challenges_DescriptionInputs */
/** @typedef {{}} Learn_Challenges_LeadInputs */
/** @typedef {{}} Learn_Card_Keep_It_Real_TitleInputs */
/** @typedef {{}} Learn_Card_Keep_It_Real_LineInputs */
/** @typedef {{}} Learn_Card_Truth_Quest_TitleInputs */
/** @typedef {{}} Learn_Card_Truth_Quest_LineInputs */
/** @typedef {{}} Learn_Card_Memory_Master_TitleInputs */
/** @typedef {{}} Learn_Card_Memory_Master_LineInputs */
/** @typedef {{}} Learn_Card_Achievements_TitleInputs */
/** @typedef {{}} Learn_Card_Achievements_LineInputs */
/** @typedef {{}} Learn_Lock_More_ChallengesInputs */
/** @typedef {{}} Learn_Lock_AccessInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learn_Plan_BannerInputs */
/** @typedef {{}} Learn_Lock_Sign_InInputs */
/** @typedef {{}} Learn_Lock_UpgradeInputs */
/** @typedef {{}} Learn_Play_NowInputs */
/** @typedef {{}} Learn_Achievements_TitleInputs */
/** @typedef {{}} Learn_Achievements_DescriptionInputs */
/** @typedef {{}} Learn_Achievements_LeadInputs */
/** @typedef {{}} Learn_Achievements_Sign_In_To_SeeInputs */
/** @typedef {{}} Learn_Achievements_Your_ProgressInputs */
/** @typedef {{}} Learn_Achievements_Earned_TitleInputs */
/** @typedef {{ earned: NonNullable<unknown>, count: NonNullable<unknown> }} Learn_Achievements_Earned_CountInputs */
/** @typedef {{}} Learn_Achievements_Points_TitleInputs */
/** @typedef {{}} Learn_Achievements_Challenges_TitleInputs */
/** @typedef {{}} Learn_Achievements_Bar_LabelInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Learn_Achievements_PercentInputs */
/** @typedef {{ date: NonNullable<unknown> }} Learn_Achievements_Earned_OnInputs */
/** @typedef {{}} Learn_Achievements_Not_YetInputs */
/** @typedef {{}} Learn_Quest_DescriptionInputs */
/** @typedef {{}} Learn_Quest_LeadInputs */
/** @typedef {{}} Learn_Quest_How_TitleInputs */
/** @typedef {{}} Learn_Quest_How_Start_BeforeInputs */
/** @typedef {{}} Learn_Quest_How_Start_AfterInputs */
/** @typedef {{}} Learn_Quest_How_DoInputs */
/** @typedef {{}} Learn_Quest_How_DoneInputs */
/** @typedef {{}} Learn_Quest_StartInputs */
/** @typedef {{}} Learn_Quest_Start_FailedInputs */
/** @typedef {{}} Learn_Quest_StartedInputs */
/** @typedef {{}} Learn_Quest_Badges_TitleInputs */
/** @typedef {{}} Learn_Quest_Badges_LoadingInputs */
/** @typedef {{}} Learn_Quest_No_BadgesInputs */
/** @typedef {{}} Learn_Quest_BadgeInputs */
/** @typedef {{ title: NonNullable<unknown> }} Learn_Quest_ProgressInputs */
/** @typedef {{}} Learn_Quest_Sign_In_To_StartInputs */
/** @typedef {{}} Learn_Quest_CompletedInputs */
/** @typedef {{}} Learn_Quest_Started_StateInputs */
/** @typedef {{}} Learn_Quest_Type_ReadingInputs */
/** @typedef {{}} Learn_Quest_Type_MemoryInputs */
/** @typedef {{}} Learn_Quest_Type_SharingInputs */
/** @typedef {{}} Learn_Quest_Type_GamesInputs */
/** @typedef {{}} Learn_Quest_Type_StreaksInputs */
/** @typedef {{}} Learn_Quest_Type_DailyInputs */
/** @typedef {{}} Learn_Quest_Type_WeeklyInputs */
/** @typedef {{}} Learn_Quest_Type_MonthlyInputs */
/** @typedef {{}} Learn_Quest_Type_OtherInputs */
/** @typedef {{}} Learn_Streak_TitleInputs */
/** @typedef {{}} Learn_Streak_LoadingInputs */
/** @typedef {{}} Learn_Streak_Sign_In_To_KeepInputs */
/** @typedef {{}} Learn_Streak_Goal_SavedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learn_Streak_Goal_Saved_LineInputs */
/** @typedef {{}} Learn_Streak_Weekly_GoalInputs */
/** @typedef {{}} Learn_Streak_My_Weekly_GoalInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learn_Streak_Days_A_WeekInputs */
/** @typedef {{ days: NonNullable<unknown> }} Learn_Streak_LongestInputs */
/** @typedef {{}} Learn_Streak_This_WeekInputs */
/** @typedef {{}} Learn_Streak_Day_LearnedInputs */
/** @typedef {{}} Learn_Streak_Day_GraceInputs */
/** @typedef {{}} Learn_Streak_Day_FutureInputs */
/** @typedef {{}} Learn_Streak_Day_RestInputs */
/** @typedef {{ days: NonNullable<unknown> }} Learn_Streak_Grace_YoursInputs */
/** @typedef {{ days: NonNullable<unknown> }} Learn_Streak_Grace_TheirsInputs */
/** @typedef {{ done: NonNullable<unknown>, goal: NonNullable<unknown> }} Learn_Streak_Week_ProgressInputs */
/** @typedef {{}} Learn_Keep_It_Real_DescriptionInputs */
/** @typedef {{}} Learn_Keep_It_Real_LeadInputs */
/** @typedef {{}} Learn_Stories_TitleInputs */
/** @typedef {{}} Learn_Stories_NoneInputs */
/** @typedef {{}} Learn_Memory_DescriptionInputs */
/** @typedef {{}} Learn_Memory_LeadInputs */
/** @typedef {{ days: NonNullable<unknown> }} Learn_Memory_HowInputs */
/** @typedef {{}} Learn_Memory_PrintInputs */
/** @typedef {{}} Learn_Memory_TomorrowInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learn_Memory_In_DaysInputs */
/** @typedef {{}} Learn_Memory_Mastered_ToastInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Learn_Memory_Mastered_LineInputs */
/** @typedef {{}} Learn_Memory_Remembered_ToastInputs */
/** @typedef {{ reference: NonNullable<unknown>, when: NonNullable<unknown> }} Learn_Memory_Comes_BackInputs */
/** @typedef {{}} Learn_Memory_MasteredInputs */
/** @typedef {{}} Learn_Memory_Practise_TodayInputs */
/** @typedef {{ when: NonNullable<unknown> }} Learn_Memory_NextInputs */
/** @typedef {{}} Learn_Memory_Mastered_TitleInputs */
/** @typedef {{}} Learn_Memory_Sign_In_To_CollectInputs */
/** @typedef {{}} Learn_Memory_Bar_LabelInputs */
/** @typedef {{ mastered: NonNullable<unknown>, count: NonNullable<unknown> }} Learn_Memory_Mastered_CountInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learn_Memory_LearningInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learn_Memory_DueInputs */
/** @typedef {{}} Learn_Memory_Mastery_RuleInputs */
/** @typedef {{}} Learn_Memory_None_MasteredInputs */
/** @typedef {{}} Learn_Memory_Today_TitleInputs */
/** @typedef {{}} Learn_Memory_PractiseInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Learn_Memory_Practise_NamedInputs */
/** @typedef {{}} Learn_Memory_Add_To_StartInputs */
/** @typedef {{}} Learn_Memory_All_DoneInputs */
/** @typedef {{}} Learn_Memory_Practice_TitleInputs */
/** @typedef {{}} Learn_Memory_Add_To_PractiseInputs */
/** @typedef {{}} Learn_Memory_Verse_LabelInputs */
/** @typedef {{}} Learn_Memory_My_Verses_GroupInputs */
/** @typedef {{}} Learn_Memory_More_Verses_GroupInputs */
/** @typedef {{}} Learn_Memory_My_Verses_TitleInputs */
/** @typedef {{}} Learn_Memory_Reference_LabelInputs */
/** @typedef {{}} Learn_Memory_AddInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Learn_Memory_Stop_LearningInputs */
/** @typedef {{}} Learn_Memory_RemoveInputs */
/** @typedef {{}} Learn_Memory_Step_ListenInputs */
/** @typedef {{}} Learn_Memory_Step_FillInputs */
/** @typedef {{}} Learn_Memory_Step_OrderInputs */
/** @typedef {{}} Learn_Memory_Step_LettersInputs */
/** @typedef {{}} Learn_Memory_Step_TypeInputs */
/** @typedef {{}} Learn_Memory_Not_QuiteInputs */
/** @typedef {{}} Learn_Memory_Next_StepInputs */
/** @typedef {{ n: NonNullable<unknown> }} Learn_Memory_Missing_WordInputs */
/** @typedef {{}} Learn_Memory_Fill_RightInputs */
/** @typedef {{}} Learn_Memory_Fill_CheckInputs */
/** @typedef {{}} Learn_Memory_Your_VerseInputs */
/** @typedef {{}} Learn_Memory_Order_HintInputs */
/** @typedef {{}} Learn_Memory_Words_To_PlaceInputs */
/** @typedef {{}} Learn_Memory_Order_RightInputs */
/** @typedef {{}} Learn_Memory_Order_CheckInputs */
/** @typedef {{}} Learn_Memory_Start_OverInputs */
/** @typedef {{}} Learn_Memory_Letters_LabelInputs */
/** @typedef {{}} Learn_Memory_Letters_RightInputs */
/** @typedef {{}} Learn_Memory_Letters_CheckInputs */
/** @typedef {{}} Learn_Memory_Steps_LabelInputs */
/** @typedef {{}} Learn_Memory_Type_LabelInputs */
/** @typedef {{}} Learn_Memory_Type_RightInputs */
/** @typedef {{}} Learn_Memory_CheckInputs */
/** @typedef {{}} Learn_Memory_Sign_In_To_SaveInputs */
/** @typedef {{}} Learn_Memory_Try_AgainInputs */
/** @typedef {{}} Learn_Memory_Hide_VerseInputs */
/** @typedef {{}} Learn_Memory_Show_VerseInputs */
/** @typedef {{}} Learn_Memory_See_PlansInputs */
/** @typedef {{}} Learn_Memory_Sets_TitleInputs */
/** @typedef {{}} Learn_Memory_Learn_SetInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learn_Memory_Learn_Set_NamedInputs */
/** @typedef {{ reference: NonNullable<unknown>, name: NonNullable<unknown> }} Learn_Memory_In_CollectionInputs */
/** @typedef {{ reference: NonNullable<unknown>, name: NonNullable<unknown> }} Learn_Memory_Already_In_CollectionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learn_Memory_Delete_Collection_ConfirmInputs */
/** @typedef {{}} Learn_Memory_Collection_NameInputs */
/** @typedef {{}} Learn_Memory_Save_NameInputs */
/** @typedef {{}} Learn_Memory_CancelInputs */
/** @typedef {{}} Learn_Memory_Collection_EmptyInputs */
/** @typedef {{ reference: NonNullable<unknown>, name: NonNullable<unknown> }} Learn_Memory_Remove_FromInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learn_Memory_Add_To_CollectionInputs */
/** @typedef {{}} Learn_Memory_Add_ShortInputs */
/** @typedef {{}} Learn_Memory_RenameInputs */
/** @typedef {{}} Learn_Memory_Delete_CollectionInputs */
/** @typedef {{}} Learn_Memory_Collections_TitleInputs */
/** @typedef {{}} Learn_Memory_New_CollectionInputs */
/** @typedef {{}} Learn_Memory_Make_CollectionInputs */
/** @typedef {{}} Learn_Memory_No_CollectionsInputs */
/** @typedef {{}} Learn_Memory_Reference_HintInputs */
/** @typedef {{}} Learn_Memory_Sets_Need_PremiumInputs */
/** @typedef {{}} Learn_Memory_Collections_Need_AnnualInputs */
/** @typedef {{ goal: NonNullable<unknown> }} Learn_Streak_Msg_Goal_ReachedInputs */
/** @typedef {{}} Learn_Streak_Msg_StartInputs */
/** @typedef {{ count: NonNullable<unknown> }} Learn_Streak_Msg_Learned_TodayInputs */
/** @typedef {{}} Learn_Streak_Msg_GraceInputs */
/** @typedef {{}} Learn_Streak_Msg_WaitingInputs */
/** @typedef {{ goal: NonNullable<unknown>, name: NonNullable<unknown> }} Learn_Streak_About_Goal_ReachedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learn_Streak_About_StartInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learn_Streak_About_GraceInputs */
/** @typedef {{ name: NonNullable<unknown> }} Learn_Streak_About_WaitingInputs */
/** @typedef {{}} Devotionals_Page_TitleInputs */
/** @typedef {{}} Devotionals_Page_DescriptionInputs */
/** @typedef {{}} Devotionals_Page_LeadInputs */
/** @typedef {{}} Devotionals_Browse_ArchiveInputs */
/** @typedef {{}} Devotionals_Rss_FeedInputs */
/** @typedef {{ siteName: NonNullable<unknown> }} Devotionals_Rss_TitleInputs */
/** @typedef {{}} Devotionals_Nugget_TitleInputs */
/** @typedef {{}} Devotionals_Share_ThisInputs */
/** @typedef {{}} Devotionals_Large_ViewInputs */
/** @typedef {{}} Devotionals_Open_Its_PageInputs */
/** @typedef {{}} Devotionals_Empty_TitleInputs */
/** @typedef {{}} Devotionals_Empty_TextInputs */
/** @typedef {{}} Devotionals_Past_TitleInputs */
/** @typedef {{}} Devotionals_No_PastInputs */
/** @typedef {{}} Devotionals_See_All_PastInputs */
/** @typedef {{}} Devotionals_Bulk_TitleInputs */
/** @typedef {{}} Devotionals_Bulk_TextInputs */
/** @typedef {{}} Devotionals_Open_AdminInputs */
/** @typedef {{}} Devotionals_Opens_New_TabInputs */
/** @typedef {{}} Devotionals_Browse_Full_ArchiveInputs */
/** @typedef {{}} Devotionals_Dialog_TitleInputs */
/** @typedef {{}} Devotionals_PreviousInputs */
/** @typedef {{}} Devotionals_NextInputs */
/** @typedef {{}} Devotionals_Tip_StartInputs */
/** @typedef {{}} Devotionals_Tip_AndInputs */
/** @typedef {{}} Devotionals_Tip_EndInputs */
/** @typedef {{}} Devotionals_Open_PageInputs */
/** @typedef {{}} Devotionals_Share_Dialog_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Devotionals_Share_IntroInputs */
/** @typedef {{}} Devotionals_Copy_LinkInputs */
/** @typedef {{}} Devotionals_Share_EmailInputs */
/** @typedef {{}} Devotionals_Copied_TitleInputs */
/** @typedef {{}} Devotionals_Copied_TextInputs */
/** @typedef {{}} Devotionals_Copy_Failed_TitleInputs */
/** @typedef {{}} Devotionals_Copy_Failed_TextInputs */
/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Devotionals_CounterInputs */
/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Devotionals_Page_OfInputs */
/** @typedef {{}} Devotionals_NewerInputs */
/** @typedef {{}} Devotionals_OlderInputs */
/** @typedef {{}} Devotionals_Past_PagesInputs */
/** @typedef {{}} Devotionals_LoadingInputs */
/** @typedef {{}} Devotionals_Load_Failed_TitleInputs */
/** @typedef {{ message: NonNullable<unknown> }} Devotionals_Load_FailedInputs */
/** @typedef {{}} Devotionals_ReadInputs */
/** @typedef {{ title: NonNullable<unknown> }} Devotionals_For_TitleInputs */
/** @typedef {{}} Devotionals_Read_MoreInputs */
/** @typedef {{}} Devotionals_Read_LessInputs */
/** @typedef {{}} Devotionals_ReflectionInputs */
/** @typedef {{}} Devotionals_PrayerInputs */
/** @typedef {{}} Devotionals_Upgrade_NowInputs */
/** @typedef {{}} Devotionals_Audio_LockedInputs */
/** @typedef {{}} Devotionals_Video_LockedInputs */
/** @typedef {{}} Devotionals_Listen_AudioInputs */
/** @typedef {{}} Devotionals_No_VideoInputs */
/** @typedef {{}} Devotionals_Archive_TitleInputs */
/** @typedef {{ page: NonNullable<unknown> }} Devotionals_Archive_Title_PageInputs */
/** @typedef {{}} Devotionals_Archive_DescriptionInputs */
/** @typedef {{}} Devotionals_Archive_LeadInputs */
/** @typedef {{}} Devotionals_Back_To_TodayInputs */
/** @typedef {{}} Devotionals_Archive_PagesInputs */
/** @typedef {{}} Devotionals_BreadcrumbInputs */
/** @typedef {{}} Devotionals_DevotionalsInputs */
/** @typedef {{}} Devotionals_ArchiveInputs */
/** @typedef {{}} Devotionals_Daily_DevotionalInputs */
/** @typedef {{}} Devotionals_More_DevotionalsInputs */
/** @typedef {{}} Devotionals_Wisdom_TitleInputs */
/** @typedef {{}} Devotionals_Wisdom_LoadingInputs */
/** @typedef {{}} Devotionals_Wisdom_UnlockInputs */
/** @typedef {{}} Devotionals_Wisdom_Unlock_TextInputs */
/** @typedef {{}} Devotionals_Wisdom_Upgrade_MoreInputs */
/** @typedef {{}} Devotionals_Wisdom_MeaningInputs */
/** @typedef {{}} Devotionals_Wisdom_WhyInputs */
/** @typedef {{}} Devotionals_Wisdom_PreviousInputs */
/** @typedef {{}} Devotionals_Wisdom_NextInputs */
/** @typedef {{}} Devotionals_Wisdom_Next_WisdomInputs */
/** @typedef {{ n: NonNullable<unknown>, count: NonNullable<unknown> }} Devotionals_Wisdom_CounterInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Devotionals_Wisdom_Plan_BannerInputs */
/** @typedef {{}} Devotionals_Lessons_TitleInputs */
/** @typedef {{}} Devotionals_Lessons_LeadInputs */
/** @typedef {{}} Devotionals_Lesson_StartInputs */
/** @typedef {{}} Devotionals_Lesson_LockedInputs */
/** @typedef {{}} Devotionals_Lesson_UpgradeInputs */
/** @typedef {{ title: NonNullable<unknown> }} Devotionals_Lesson_Upgrade_To_OpenInputs */
/** @typedef {{}} Devotionals_Lesson_LabelInputs */
/** @typedef {{ title: NonNullable<unknown> }} Devotionals_Lesson_DescriptionInputs */
/** @typedef {{}} Devotionals_JourneyInputs */
/** @typedef {{}} Devotionals_Lesson_CheckingInputs */
/** @typedef {{}} Devotionals_Lesson_PaidInputs */
/** @typedef {{}} Devotionals_Lesson_Upgrade_AllInputs */
/** @typedef {{}} Devotionals_Key_VersesInputs */
/** @typedef {{}} Devotionals_Back_To_JourneyInputs */
/** @typedef {{}} Devotionals_All_DevotionalsInputs */
/** @typedef {{}} Api_Email_RequiredInputs */
/** @typedef {{}} Api_Email_InvalidInputs */
/** @typedef {{}} Api_Password_RequiredInputs */
/** @typedef {{ min: NonNullable<unknown> }} Api_Password_Too_ShortInputs */
/** @typedef {{ max: NonNullable<unknown> }} Api_Password_Too_LongInputs */
/** @typedef {{}} Api_Password_Too_CommonInputs */
/** @typedef {{ max: NonNullable<unknown> }} Api_Full_Name_Too_LongInputs */
/** @typedef {{}} Api_Not_AdultInputs */
/** @typedef {{}} Api_Expected_TextInputs */
/** @typedef {{}} Api_Expected_Yes_NoInputs */
/** @typedef {{}} Api_Link_NeededInputs */
/** @typedef {{}} Api_Link_ExpiredInputs */
/** @typedef {{}} Api_Invalid_CredentialsInputs */
/** @typedef {{}} Api_Email_Not_ConfirmedInputs */
/** @typedef {{}} Api_Check_EmailInputs */
/** @typedef {{}} Api_Too_Many_Sign_InsInputs */
/** @typedef {{}} Api_Too_Many_Wrong_PasswordsInputs */
/** @typedef {{}} Api_Wrong_PasswordInputs */
/** @typedef {{}} Api_Sign_In_NeededInputs */
/** @typedef {{}} Api_ForbiddenInputs */
/** @typedef {{}} Api_Admins_OnlyInputs */
/** @typedef {{}} Api_Not_FoundInputs */
/** @typedef {{}} Api_No_EndpointInputs */
/** @typedef {{}} Api_Too_LargeInputs */
/** @typedef {{}} Api_Invalid_JsonInputs */
/** @typedef {{}} Api_Invalid_InputInputs */
/** @typedef {{}} Api_Unprintable_TextInputs */
/** @typedef {{}} Api_InternalInputs */
/** @typedef {{}} Api_UnexpectedInputs */
/** @typedef {{}} Api_Parent_OnlyInputs */
/** @typedef {{}} Api_Profile_Name_RequiredInputs */
/** @typedef {{ max: NonNullable<unknown> }} Api_Profile_Name_Too_LongInputs */
/** @typedef {{}} Api_Profile_Name_InvalidInputs */
/** @typedef {{}} Api_Avatar_RequiredInputs */
/** @typedef {{}} Api_Age_Band_RequiredInputs */
/** @typedef {{ max: NonNullable<unknown> }} Api_Too_Many_ChildrenInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Api_Pin_InvalidInputs */
/** @typedef {{}} Api_Pin_WrongInputs */
/** @typedef {{}} Api_Pin_Too_ManyInputs */
/** @typedef {{}} Api_No_Such_ProfileInputs */
/** @typedef {{}} Api_Posting_OffInputs */
/** @typedef {{}} Api_Still_With_ParentInputs */
/** @typedef {{ count: NonNullable<unknown> }} Api_Wait_MinutesInputs */
/** @typedef {{}} Api_Child_DeletedInputs */
/** @typedef {{}} Api_Waits_For_ParentInputs */
/** @typedef {{}} Api_Confirmation_ResentInputs */
/** @typedef {{}} Api_Signed_Out_EverywhereInputs */
/** @typedef {{}} Api_Reset_Link_SentInputs */
/** @typedef {{}} Api_Password_ChangedInputs */
/** @typedef {{}} Api_Account_DeletedInputs */
/** @typedef {{}} Api_Too_Many_From_DeviceInputs */
/** @typedef {{}} Api_Many_Mails_SentInputs */
/** @typedef {{}} Api_Too_Many_Sign_In_AttemptsInputs */
/** @typedef {{}} Api_Review_GoneInputs */
/** @typedef {{}} Api_Review_Sent_OnInputs */
/** @typedef {{}} Api_Review_DeclinedInputs */
/** @typedef {{}} Api_Portal_Not_Set_UpInputs */
/** @typedef {{}} Api_Not_Bought_OnlineInputs */
/** @typedef {{}} Api_Cross_SiteInputs */
/** @typedef {{}} Community_Ask_TitleInputs */
/** @typedef {{}} Community_Ask_DescriptionInputs */
/** @typedef {{}} Community_Ask_LeadInputs */
/** @typedef {{}} Community_Card_Questions_TitleInputs */
/** @typedef {{}} Community_Card_Questions_TextInputs */
/** @typedef {{}} Community_Card_Prayer_TitleInputs */
/** @typedef {{}} Community_Card_Prayer_TextInputs */
/** @typedef {{}} Community_Card_Community_TitleInputs */
/** @typedef {{}} Community_Card_Community_TextInputs */
/** @typedef {{}} Community_Wall_TitleInputs */
/** @typedef {{}} Community_Wall_EmptyInputs */
/** @typedef {{}} Community_Dialog_QuestionsInputs */
/** @typedef {{}} Community_Dialog_PrayerInputs */
/** @typedef {{}} Community_Dialog_CommunityInputs */
/** @typedef {{}} Community_CloseInputs */
/** @typedef {{}} Community_Sign_In_FirstInputs */
/** @typedef {{}} Community_Sign_InInputs */
/** @typedef {{}} Community_Field_TitleInputs */
/** @typedef {{}} Community_Field_QuestionInputs */
/** @typedef {{}} Community_Field_PrayerInputs */
/** @typedef {{}} Community_Field_MessageInputs */
/** @typedef {{}} Community_Keep_PrivateInputs */
/** @typedef {{}} Community_Prayers_PaidInputs */
/** @typedef {{ used: NonNullable<unknown>, limit: NonNullable<unknown> }} Community_Prayers_UsedInputs */
/** @typedef {{}} Community_UpgradeInputs */
/** @typedef {{}} Community_Review_NoteInputs */
/** @typedef {{}} Community_SendInputs */
/** @typedef {{}} Community_Mine_TitleInputs */
/** @typedef {{}} Community_Mine_QuestionInputs */
/** @typedef {{}} Community_Mine_PrayerInputs */
/** @typedef {{}} Community_AnswerInputs */
/** @typedef {{}} Community_Waiting_AnswerInputs */
/** @typedef {{}} Community_ErrorInputs */
/** @typedef {{}} Community_Went_WrongInputs */
/** @typedef {{}} Community_Sent_TitleInputs */
/** @typedef {{}} Community_Sent_QuestionInputs */
/** @typedef {{}} Community_Sent_PrayerInputs */
/** @typedef {{}} Community_Sent_MessageInputs */
/** @typedef {{}} Community_Sent_Waits_For_ParentInputs */
/** @typedef {{}} Community_Missing_TitleInputs */
/** @typedef {{}} Community_Missing_QuestionInputs */
/** @typedef {{}} Community_Missing_PrayerInputs */
/** @typedef {{}} Community_Missing_Message_TitleInputs */
/** @typedef {{}} Community_Missing_MessageInputs */
/** @typedef {{ max: NonNullable<unknown> }} Community_Title_Too_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Community_Body_Too_LongInputs */
/** @typedef {{}} Community_Media_TitleInputs */
/** @typedef {{}} Community_Media_DescriptionInputs */
/** @typedef {{}} Community_Media_LeadInputs */
/** @typedef {{}} Community_Media_ChannelInputs */
/** @typedef {{}} Community_New_TabInputs */
/** @typedef {{}} Community_Media_Empty_TitleInputs */
/** @typedef {{}} Community_Media_Empty_TextInputs */
/** @typedef {{}} Community_Media_ShowInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Media_Filter_AllInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Media_Filter_VideosInputs */
/** @typedef {{ count: NonNullable<unknown> }} Community_Media_Filter_AudioInputs */
/** @typedef {{}} Community_Media_No_AudioInputs */
/** @typedef {{}} Community_Media_No_VideoInputs */
/** @typedef {{}} Community_Media_Kind_VideoInputs */
/** @typedef {{}} Community_Media_Kind_AudioInputs */
/** @typedef {{ size: NonNullable<unknown> }} Community_Media_SizeInputs */
/** @typedef {{}} Community_Author_AnonymousInputs */
/** @typedef {{}} Community_Author_FriendInputs */
/** @typedef {{}} Community_Author_Young_ReaderInputs */
/** @typedef {{}} Community_Story_ErrorInputs */
/** @typedef {{}} Community_Story_MissingInputs */
/** @typedef {{}} Community_Story_FailedInputs */
/** @typedef {{}} Community_Story_ThanksInputs */
/** @typedef {{}} Community_Story_LoadingInputs */
/** @typedef {{}} Community_Story_Sign_In_LeadInputs */
/** @typedef {{}} Community_Story_Sign_InInputs */
/** @typedef {{}} Community_Story_Share_TitleInputs */
/** @typedef {{}} Community_Story_Title_LabelInputs */
/** @typedef {{}} Community_Story_Content_LabelInputs */
/** @typedef {{}} Community_Story_CategoryInputs */
/** @typedef {{}} Community_Story_Category_GeneralInputs */
/** @typedef {{}} Community_Story_Category_PrayerInputs */
/** @typedef {{}} Community_Story_Category_SchoolInputs */
/** @typedef {{}} Community_Story_Category_FamilyInputs */
/** @typedef {{}} Community_Story_Category_FriendsInputs */
/** @typedef {{}} Community_Story_Category_ChurchInputs */
/** @typedef {{}} Community_Story_AnonymousInputs */
/** @typedef {{}} Community_Story_ReviewedInputs */
/** @typedef {{}} Community_Story_SubmitInputs */
/** @typedef {{}} Community_Story_MineInputs */
/** @typedef {{}} Community_Story_NoneInputs */
/** @typedef {{}} Community_Story_Status_PendingInputs */
/** @typedef {{}} Community_Story_Status_ApprovedInputs */
/** @typedef {{}} Community_Story_Status_RejectedInputs */
/** @typedef {{}} Community_Story_Too_LongInputs */
import * as registry from "../registry.js"


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

export const site_skip_to_content = /** @type {(inputs: Site_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const site_menu_general = /** @type {(inputs: Site_Menu_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

export const site_menu_features = /** @type {(inputs: Site_Menu_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Features`)
};

export const site_menu_mobile = /** @type {(inputs: Site_Menu_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

export const site_menu_admin = /** @type {(inputs: Site_Menu_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

export const site_menu_admin_panel = /** @type {(inputs: Site_Menu_Admin_PanelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Panel`)
};

export const site_menu_mini_lessons = /** @type {(inputs: Site_Menu_Mini_LessonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lessons`)
};

export const site_menu_readings = /** @type {(inputs: Site_Menu_ReadingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Readings`)
};

export const site_nav_home = /** @type {(inputs: Site_Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const site_nav_journey = /** @type {(inputs: Site_Nav_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journey of Faith`)
};

export const site_nav_about = /** @type {(inputs: Site_Nav_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

export const site_nav_challenges = /** @type {(inputs: Site_Nav_ChallengesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Challenges`)
};

export const site_nav_devotional = /** @type {(inputs: Site_Nav_DevotionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotional`)
};

export const site_nav_bible_explorer = /** @type {(inputs: Site_Nav_Bible_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Explorer`)
};

export const site_nav_reading_plans = /** @type {(inputs: Site_Nav_Reading_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Plans`)
};

export const site_nav_all_books = /** @type {(inputs: Site_Nav_All_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Bible Books`)
};

export const site_nav_search_bible = /** @type {(inputs: Site_Nav_Search_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the Bible`)
};

export const site_nav_games = /** @type {(inputs: Site_Nav_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games`)
};

export const site_nav_ask_pray = /** @type {(inputs: Site_Nav_Ask_PrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask & Pray`)
};

export const site_nav_media = /** @type {(inputs: Site_Nav_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media Center`)
};

export const site_sign_in = /** @type {(inputs: Site_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

export const site_sign_up = /** @type {(inputs: Site_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

export const site_sign_out = /** @type {(inputs: Site_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Out`)
};

export const site_upgrade = /** @type {(inputs: Site_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade`)
};

export const site_upgrade_premium = /** @type {(inputs: Site_Upgrade_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade to Premium`)
};

export const site_manage_subscription = /** @type {(inputs: Site_Manage_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Subscription`)
};

export const site_family = /** @type {(inputs: Site_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family`)
};

export const site_my_account = /** @type {(inputs: Site_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const site_account = /** @type {(inputs: Site_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

export const site_plan_suffix = /** @type {(inputs: Site_Plan_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` plan`)
};

export const site_streak_suffix = /** @type {(inputs: Site_Streak_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` day streak`)
};

export const site_close = /** @type {(inputs: Site_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const site_toast_dismiss = /** @type {(inputs: Site_Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss notification`)
};

export const site_welcome_back = /** @type {(inputs: Site_Welcome_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome back, ${i?.name}! 👋`)
};

export const site_footer_tagline = /** @type {(inputs: Site_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bite Size Pieces of the Word of God to Transform Lives`)
};

export const site_error_title = /** @type {(inputs: Site_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const site_error_unexpected = /** @type {(inputs: Site_Error_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error occurred. Please try again.`)
};

export const site_notice_account_deleted_title = /** @type {(inputs: Site_Notice_Account_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Deleted`)
};

export const site_notice_account_deleted_text = /** @type {(inputs: Site_Notice_Account_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account and its personal data were deleted. Thank you for learning with us!`)
};

export const site_notice_signed_out_title = /** @type {(inputs: Site_Notice_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed Out`)
};

export const site_notice_signed_out_text = /** @type {(inputs: Site_Notice_Signed_Out_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See you soon!`)
};

export const site_notice_summary_unsubscribed_title = /** @type {(inputs: Site_Notice_Summary_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribed`)
};

export const site_notice_summary_unsubscribed_text = /** @type {(inputs: Site_Notice_Summary_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will get no more weekly summaries. You can turn them on again on the Family page.`)
};

export const site_notice_summary_link_unknown_title = /** @type {(inputs: Site_Notice_Summary_Link_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing changed`)
};

export const site_notice_summary_link_unknown_text = /** @type {(inputs: Site_Notice_Summary_Link_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That unsubscribe link is old or not one of ours, so nothing was changed. To stop the weekly summary, use the link in the latest summary, or sign in and turn it off on the Family page.`)
};

export const site_notice_checkout_success_title = /** @type {(inputs: Site_Notice_Checkout_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank You! 🎉`)
};

export const site_notice_checkout_success_text = /** @type {(inputs: Site_Notice_Checkout_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment went through. Your plan opens in a moment.`)
};

export const site_loading = /** @type {(inputs: Site_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

export const site_who_description = /** @type {(inputs: Site_Who_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose who is learning on this device.`)
};

export const site_who_parent = /** @type {(inputs: Site_Who_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent`)
};

export const site_who_parent_pin = /** @type {(inputs: Site_Who_Parent_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent PIN`)
};

export const site_who_continue = /** @type {(inputs: Site_Who_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const site_manifest_description = /** @type {(inputs: Site_Manifest_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible stories, games and verses for children and families, in bite-size pieces.`)
};

export const site_not_found_title = /** @type {(inputs: Site_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

export const site_not_found_description = /** @type {(inputs: Site_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that page.`)
};

export const site_not_found_lead = /** @type {(inputs: Site_Not_Found_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We looked everywhere, but this page is not here. It may have moved, or the link may be mistyped.`)
};

export const site_go_home = /** @type {(inputs: Site_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the home page`)
};

export const site_read_bible = /** @type {(inputs: Site_Read_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the Bible`)
};

export const site_offline_title = /** @type {(inputs: Site_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline`)
};

export const site_offline_description = /** @type {(inputs: Site_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you can still do without a connection.`)
};

export const site_offline_lead = /** @type {(inputs: Site_Offline_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is not kept on this device yet. When the connection is back it opens as usual. Until then, here is what you can still do.`)
};

export const site_offline_play = /** @type {(inputs: Site_Offline_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play a game`)
};

export const site_offline_games_label = /** @type {(inputs: Site_Offline_Games_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games that work offline`)
};

export const site_offline_read_again = /** @type {(inputs: Site_Offline_Read_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read again`)
};

export const site_offline_kept = /** @type {(inputs: Site_Offline_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chapters and pages kept on this device:`)
};

export const site_offline_synced = /** @type {(inputs: Site_Offline_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked a chapter as read or finished a game? It is saved on this device and syncs when you are back online.`)
};

export const site_offline_all_games = /** @type {(inputs: Site_Offline_All_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All games`)
};

export const site_about_video = /** @type {(inputs: Site_About_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch our video channel`)
};

export const site_new_tab = /** @type {(inputs: Site_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (opens in a new tab)`)
};

export const site_about_help = /** @type {(inputs: Site_About_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need help? Write to us`)
};

export const site_about_help_subject = /** @type {(inputs: Site_About_Help_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Help with ${i?.siteName}`)
};

export const site_privacy_title = /** @type {(inputs: Site_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy`)
};

export const site_privacy_description = /** @type {(inputs: Site_Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What ${i?.siteName} keeps about parents and children, why, for how long, and how to reach us.`)
};

export const site_privacy_heading = /** @type {(inputs: Site_Privacy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy, in plain words`)
};

export const site_privacy_accounts_title = /** @type {(inputs: Site_Privacy_Accounts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who has an account`)
};

export const site_privacy_accounts_text = /** @type {(inputs: Site_Privacy_Accounts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only grown-ups of 18 or older create an account. Children learn in a profile inside their parent's account. We never ask a child for an e-mail address, a password, a surname, a photo or a birth date.`)
};

export const site_privacy_parents_title = /** @type {(inputs: Site_Privacy_Parents_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we keep about parents`)
};

export const site_privacy_parents_email = /** @type {(inputs: Site_Privacy_Parents_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address and your name if you gave one: to sign you in and write to you.`)
};

export const site_privacy_parents_password = /** @type {(inputs: Site_Privacy_Parents_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password and your family PIN, only as scrambled hashes that nobody can read back.`)
};

export const site_privacy_parents_plan = /** @type {(inputs: Site_Privacy_Parents_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan and payments (the payment itself is handled by our payment provider; we never see card numbers).`)
};

export const site_privacy_parents_sessions = /** @type {(inputs: Site_Privacy_Parents_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in sessions, so that you stay signed in on your devices.`)
};

export const site_privacy_children_title = /** @type {(inputs: Site_Privacy_Children_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we keep about children`)
};

export const site_privacy_children_learning = /** @type {(inputs: Site_Privacy_Children_LearningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What they learn: chapters read, challenges, badges, achievements, memory verses and game results, so that they can pick up where they left off and you can see their week.`)
};

export const site_privacy_children_writing = /** @type {(inputs: Site_Privacy_Children_WritingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories and Ask & Pray messages they write. You approve each one first; our team checks it too. If it is shown publicly, it shows only the first name or "A young reader".`)
};

export const site_privacy_how_long_title = /** @type {(inputs: Site_Privacy_How_Long_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How long`)
};

export const site_privacy_how_long_text = /** @type {(inputs: Site_Privacy_How_Long_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We keep your data while your account exists. A child's profile that nobody has learned with for ${i?.months} months is deleted with everything it saved; we e-mail you a month before. When you delete a child's profile or your account, its data is deleted at once (backups roll over within a few days).`)
};

export const site_privacy_third_parties_title = /** @type {(inputs: Site_Privacy_Third_Parties_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing goes to third parties`)
};

export const site_privacy_third_parties_text = /** @type {(inputs: Site_Privacy_Third_Parties_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We do not sell or share anyone's data, show no advertising and use no trackers. E-mails are sent by our own mail server; payments go through our payment provider only when you buy a plan.`)
};

export const site_privacy_rights_title = /** @type {(inputs: Site_Privacy_Rights_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your rights`)
};

export const site_privacy_rights_family_before = /** @type {(inputs: Site_Privacy_Rights_Family_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the `)
};

export const site_privacy_rights_family_after = /** @type {(inputs: Site_Privacy_Rights_Family_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` page you can download all data of a child or of your whole family as one file, and delete a child's profile.`)
};

export const site_privacy_rights_account_before = /** @type {(inputs: Site_Privacy_Rights_Account_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On `)
};

export const site_privacy_rights_account_after = /** @type {(inputs: Site_Privacy_Rights_Account_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` you can delete your account and all of its data.`)
};

export const site_privacy_contact_title = /** @type {(inputs: Site_Privacy_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const site_privacy_contact_text = /** @type {(inputs: Site_Privacy_Contact_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions about your data? Write to the owner of ${i?.siteName} at`)
};

export const site_privacy_contact_subject = /** @type {(inputs: Site_Privacy_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy question`)
};

export const site_who_title = /** @type {(inputs: Site_Who_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who's learning today?`)
};

export const site_language_offer = /** @type {(inputs: Site_Language_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View this page in English`)
};

export const site_language_no_thanks = /** @type {(inputs: Site_Language_No_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, thanks`)
};

export const site_language_bar_label = /** @type {(inputs: Site_Language_Bar_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const site_language_invalid = /** @type {(inputs: Site_Language_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That language is not one of the site's.`)
};

export const account_check_inbox_title = /** @type {(inputs: Account_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your inbox`)
};

export const account_check_inbox_text = /** @type {(inputs: Account_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a link to ${i?.email}.`)
};

export const account_check_inbox_next = /** @type {(inputs: Account_Check_Inbox_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open it to confirm your account: it signs you in and takes you to add your children. It can take a minute or two, and may land in spam.`)
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

export const account_email_confirmed_title = /** @type {(inputs: Account_Email_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Confirmed! 🎉`)
};

export const account_email_confirmed_text = /** @type {(inputs: Account_Email_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is active and you are signed in. Add your children to begin!`)
};

export const account_sign_in_title = /** @type {(inputs: Account_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

export const account_sign_in_description = /** @type {(inputs: Account_Sign_In_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in to ${i?.siteName} or create a free account to track your Bible reading and progress.`)
};

export const account_reset_title = /** @type {(inputs: Account_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a New Password`)
};

export const account_reset_description = /** @type {(inputs: Account_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password for your account.`)
};

export const account_sign_in = /** @type {(inputs: Account_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

export const account_create_account = /** @type {(inputs: Account_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Account`)
};

export const account_welcome_back = /** @type {(inputs: Account_Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome Back!`)
};

export const account_create_your_account = /** @type {(inputs: Account_Create_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Your Account`)
};

export const account_forgot_title = /** @type {(inputs: Account_Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot Your Password?`)
};

export const account_mode_switch_label = /** @type {(inputs: Account_Mode_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in or create an account`)
};

export const account_link_invalid = /** @type {(inputs: Account_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired or was already used. Sign in below, or ask for a new link.`)
};

export const account_back_to_sign_in = /** @type {(inputs: Account_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to sign in`)
};

export const account_forgot_password = /** @type {(inputs: Account_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password?`)
};

export const account_password = /** @type {(inputs: Account_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const account_remember_me = /** @type {(inputs: Account_Remember_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember my login information`)
};

export const account_resend_confirmation = /** @type {(inputs: Account_Resend_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend confirmation email`)
};

export const account_confirmation_sent_title = /** @type {(inputs: Account_Confirmation_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation Sent`)
};

export const account_confirmation_sent_text = /** @type {(inputs: Account_Confirmation_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent you a new confirmation link. Check your email!`)
};

export const account_error = /** @type {(inputs: Account_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const account_unexpected_error = /** @type {(inputs: Account_Unexpected_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error occurred. Please try again.`)
};

export const account_unconfirmed_title = /** @type {(inputs: Account_Unconfirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please Check Your Email`)
};

export const account_sign_in_failed = /** @type {(inputs: Account_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In Failed`)
};

export const account_sign_up_failed = /** @type {(inputs: Account_Sign_Up_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up Failed`)
};

export const account_hide_password = /** @type {(inputs: Account_Hide_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide password`)
};

export const account_show_password = /** @type {(inputs: Account_Show_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show password`)
};

export const account_email = /** @type {(inputs: Account_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const account_new_password_again = /** @type {(inputs: Account_New_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password again`)
};

export const account_passwords_differ = /** @type {(inputs: Account_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The two passwords are not the same.`)
};

export const account_password_updated_title = /** @type {(inputs: Account_Password_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password Updated`)
};

export const account_password_updated_text = /** @type {(inputs: Account_Password_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new password is ready. Other devices were signed out.`)
};

export const account_ask_new_link = /** @type {(inputs: Account_Ask_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a new link`)
};

export const account_save_new_password = /** @type {(inputs: Account_Save_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save New Password`)
};

export const account_check_your_email = /** @type {(inputs: Account_Check_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Your Email`)
};

export const account_send_reset_link = /** @type {(inputs: Account_Send_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Reset Link`)
};

export const account_full_name = /** @type {(inputs: Account_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full Name`)
};

export const account_optional = /** @type {(inputs: Account_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional`)
};

export const account_adult = /** @type {(inputs: Account_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I am 18 or older`)
};

export const account_children_profiles = /** @type {(inputs: Account_Children_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Children learn in profiles you add after signing up. Read our`)
};

export const account_privacy_notice = /** @type {(inputs: Account_Privacy_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy notice`)
};

export const account_please_wait = /** @type {(inputs: Account_Please_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please wait...`)
};

export const account_my_account = /** @type {(inputs: Account_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

export const account_page_description = /** @type {(inputs: Account_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account: change your password or delete your account.`)
};

export const account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

export const account_confirm_delete_needed = /** @type {(inputs: Account_Confirm_Delete_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick the box to confirm that you want to delete the account.`)
};

export const account_password_changed_title = /** @type {(inputs: Account_Password_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password Changed`)
};

export const account_name_label = /** @type {(inputs: Account_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name: `)
};

export const account_email_label = /** @type {(inputs: Account_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email: `)
};

export const account_change_password = /** @type {(inputs: Account_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change Password`)
};

export const account_sign_out_everywhere = /** @type {(inputs: Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Out Everywhere`)
};

export const account_sign_out_everywhere_text = /** @type {(inputs: Account_Sign_Out_Everywhere_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signs this account out on every device, this one too. Browsers that signed in before also lose their protection from the lock after many wrong passwords, until they sign in again.`)
};

export const account_delete_account = /** @type {(inputs: Account_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete Account`)
};

export const account_delete_text = /** @type {(inputs: Account_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This deletes the account and its personal data for good: reading progress, badges, stories, prayer requests and game results. It cannot be undone.`)
};

export const account_delete_understand = /** @type {(inputs: Account_Delete_UnderstandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I understand: delete this account and all its data.`)
};

export const account_delete_my_account = /** @type {(inputs: Account_Delete_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete My Account`)
};

export const account_checking = /** @type {(inputs: Account_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking authentication...`)
};

export const account_access_denied = /** @type {(inputs: Account_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access Denied`)
};

export const account_admin_needed = /** @type {(inputs: Account_Admin_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You need admin permissions to view this page.`)
};

export const account_return_home = /** @type {(inputs: Account_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return Home`)
};

export const account_switch_account = /** @type {(inputs: Account_Switch_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch Account`)
};

export const account_for_parents = /** @type {(inputs: Account_For_ParentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This part is for parents.`)
};

export const account_parent_pin = /** @type {(inputs: Account_Parent_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent PIN`)
};

export const account_switch_to_parent = /** @type {(inputs: Account_Switch_To_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch to the parent`)
};

export const account_plans_status_failed = /** @type {(inputs: Account_Plans_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to check subscription status`)
};

export const account_plans_thank_you = /** @type {(inputs: Account_Plans_Thank_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank You! 🎉`)
};

export const account_plans_payment_done = /** @type {(inputs: Account_Plans_Payment_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment went through. Your plan opens in a moment.`)
};

export const account_plans_manage_subscription = /** @type {(inputs: Account_Plans_Manage_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Subscription`)
};

export const account_plans_manage = /** @type {(inputs: Account_Plans_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage`)
};

export const account_plans_your_plan_sr = /** @type {(inputs: Account_Plans_Your_Plan_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` your plan`)
};

export const account_plans_new_tab = /** @type {(inputs: Account_Plans_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (opens in a new tab)`)
};

export const account_plans_manage_failed = /** @type {(inputs: Account_Plans_Manage_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to access subscription management`)
};

export const account_plans_manage_failed_because = /** @type {(inputs: Account_Plans_Manage_Failed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to access subscription management: ${i?.reason}`)
};

export const account_plans_current = /** @type {(inputs: Account_Plans_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Your current plan`)
};

export const account_plans_all_included = /** @type {(inputs: Account_Plans_All_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything here is in your plan.`)
};

export const account_plans_change_with_manage = /** @type {(inputs: Account_Plans_Change_With_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To change your plan, use Manage Subscription.`)
};

export const account_plans_sign_in_to_upgrade = /** @type {(inputs: Account_Plans_Sign_In_To_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to upgrade`)
};

export const account_plans_checkout_new_tab = /** @type {(inputs: Account_Plans_Checkout_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (opens the secure checkout in a new tab)`)
};

export const account_plans_current_badge = /** @type {(inputs: Account_Plans_Current_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current Plan`)
};

export const account_plans_most_popular = /** @type {(inputs: Account_Plans_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most popular`)
};

export const account_plans_open_until = /** @type {(inputs: Account_Plans_Open_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your plan is open until ${i?.date}.`)
};

export const account_plans_no_end = /** @type {(inputs: Account_Plans_No_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan has no end date.`)
};

export const account_plans_support = /** @type {(inputs: Account_Plans_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support the Mission 💜`)
};

export const account_plans_gift_text = /** @type {(inputs: Account_Plans_Gift_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A gift of any size helps us keep God’s Word free for every child.`)
};

export const account_plans_gift_grown_up = /** @type {(inputs: Account_Plans_Gift_Grown_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask a grown-up to help with a gift.`)
};

export const account_plans_donate = /** @type {(inputs: Account_Plans_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a Donation`)
};

export const account_plans_donations_off = /** @type {(inputs: Account_Plans_Donations_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donations are not set up yet`)
};

export const account_plans_payments_off = /** @type {(inputs: Account_Plans_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments are not set up yet`)
};

export const account_plans_admin_set = /** @type {(inputs: Account_Plans_Admin_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin: set`)
};

export const account_plans_admin_to_turn_on = /** @type {(inputs: Account_Plans_Admin_To_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to turn this on.`)
};

export const account_plans_title = /** @type {(inputs: Account_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans`)
};

export const account_plans_description = /** @type {(inputs: Account_Plans_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans for every family: start free with Taste & See, or go Premium for all 12 Bible games, unlimited challenges and more. 30-day money-back guarantee.`)
};

export const account_plans_choose = /** @type {(inputs: Account_Plans_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Your Plan`)
};

export const account_plans_lead = /** @type {(inputs: Account_Plans_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start free and grow when you are ready. Every plan includes the whole Bible.`)
};

export const account_plans_guarantee = /** @type {(inputs: Account_Plans_GuaranteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30-day money-back guarantee: if it is not right for your family, we refund your first payment in full.`)
};

export const account_plans_faq = /** @type {(inputs: Account_Plans_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions and answers`)
};

export const account_journey_title = /** @type {(inputs: Account_Journey_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journey of Faith`)
};

export const account_journey_description = /** @type {(inputs: Account_Journey_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start your journey of faith: devotionals, the Bible explorer, truth challenges, Bible games, wisdom and prayer, with a plan for every family.`)
};

export const account_journey_heading = /** @type {(inputs: Account_Journey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Journey of Faith`)
};

export const account_journey_lead = /** @type {(inputs: Account_Journey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every journey starts with a single step. Pick where you would like to go today!`)
};

export const account_journey_explore = /** @type {(inputs: Account_Journey_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore`)
};

export const account_journey_plans = /** @type {(inputs: Account_Journey_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans for every family`)
};

export const account_journey_plans_lead = /** @type {(inputs: Account_Journey_Plans_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start free, and grow when you are ready.`)
};

export const account_explorer_title = /** @type {(inputs: Account_Explorer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Explorer`)
};

export const account_explorer_description = /** @type {(inputs: Account_Explorer_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the Bible in the King James Version or the American Standard Version, track the chapters you have read and complete Bible reading challenges.`)
};

export const account_explorer_lead = /** @type {(inputs: Account_Explorer_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a version, a book and a chapter, and start reading.`)
};

export const account_explorer_noscript = /** @type {(inputs: Account_Explorer_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Bible Explorer needs JavaScript. You can still read every chapter from the`)
};

export const account_explorer_bible_index = /** @type {(inputs: Account_Explorer_Bible_IndexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible index`)
};

export const account_explorer_for_today = /** @type {(inputs: Account_Explorer_For_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For today`)
};

export const account_upgrade_now = /** @type {(inputs: Account_Upgrade_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade Now`)
};

export const admin_devotional_heading = /** @type {(inputs: Admin_Devotional_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotionals`)
};

export const admin_devotional_language = /** @type {(inputs: Admin_Devotional_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const admin_devotional_title = /** @type {(inputs: Admin_Devotional_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const admin_devotional_date = /** @type {(inputs: Admin_Devotional_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const admin_devotional_date_hint = /** @type {(inputs: Admin_Devotional_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The day it is the Nugget for Today.`)
};

export const admin_devotional_key_verse = /** @type {(inputs: Admin_Devotional_Key_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key Verse`)
};

export const admin_devotional_text = /** @type {(inputs: Admin_Devotional_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotional Text`)
};

export const admin_devotional_paragraphs_hint = /** @type {(inputs: Admin_Devotional_Paragraphs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave a blank line between paragraphs.`)
};

export const admin_devotional_reflection = /** @type {(inputs: Admin_Devotional_ReflectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reflection`)
};

export const admin_devotional_prayer = /** @type {(inputs: Admin_Devotional_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prayer`)
};

export const admin_devotional_media_type = /** @type {(inputs: Admin_Devotional_Media_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media Type`)
};

export const admin_devotional_media_none = /** @type {(inputs: Admin_Devotional_Media_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const admin_devotional_media_audio = /** @type {(inputs: Admin_Devotional_Media_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audio`)
};

export const admin_devotional_media_video = /** @type {(inputs: Admin_Devotional_Media_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video`)
};

export const admin_devotional_media_url = /** @type {(inputs: Admin_Devotional_Media_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media URL`)
};

export const admin_devotional_media_url_hint = /** @type {(inputs: Admin_Devotional_Media_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://... or a file of this site (/media-files/...).`)
};

export const admin_devotional_edit = /** @type {(inputs: Admin_Devotional_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Devotional`)
};

export const admin_devotional_add = /** @type {(inputs: Admin_Devotional_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Devotional`)
};

export const admin_devotional_error_title = /** @type {(inputs: Admin_Devotional_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`❌ Error`)
};

export const admin_devotional_load_failed_title = /** @type {(inputs: Admin_Devotional_Load_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`❌ Database Error`)
};

export const admin_devotional_load_failed = /** @type {(inputs: Admin_Devotional_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to fetch devotionals: ${i?.message}`)
};

export const admin_devotional_update_failed = /** @type {(inputs: Admin_Devotional_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update devotional`)
};

export const admin_devotional_create_failed = /** @type {(inputs: Admin_Devotional_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create devotional`)
};

export const admin_devotional_updated_title = /** @type {(inputs: Admin_Devotional_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✨ Updated Successfully!`)
};

export const admin_devotional_updated_text = /** @type {(inputs: Admin_Devotional_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your devotional has been updated!`)
};

export const admin_devotional_added_title = /** @type {(inputs: Admin_Devotional_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌟 Devotional Added!`)
};

export const admin_devotional_added_text = /** @type {(inputs: Admin_Devotional_Added_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new devotional has been added successfully!`)
};

export const admin_devotional_confirm_delete = /** @type {(inputs: Admin_Devotional_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the devotional “${i?.title}” (${i?.date})?`)
};

export const admin_devotional_delete_failed = /** @type {(inputs: Admin_Devotional_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete devotional`)
};

export const admin_devotional_deleted_title = /** @type {(inputs: Admin_Devotional_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🗑️ Deleted`)
};

export const admin_devotional_deleted_text = /** @type {(inputs: Admin_Devotional_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotional has been removed.`)
};

export const admin_devotional_list_title = /** @type {(inputs: Admin_Devotional_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All devotionals`)
};

export const admin_devotional_list_count = /** @type {(inputs: Admin_Devotional_List_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All devotionals (${i?.count})`)
};

export const admin_devotional_loading = /** @type {(inputs: Admin_Devotional_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading devotionals...`)
};

export const admin_devotional_empty = /** @type {(inputs: Admin_Devotional_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No devotionals available`)
};

export const admin_devotional_noun = /** @type {(inputs: Admin_Devotional_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`devotionals`)
};

export const admin_devotional_import_language = /** @type {(inputs: Admin_Devotional_Import_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language of the imported devotionals`)
};

export const admin_devotional_no_data_hint = /** @type {(inputs: Admin_Devotional_No_Data_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No devotionals were found. Start each one with a "Title:" line.`)
};

export const admin_devotional_import_help = /** @type {(inputs: Admin_Devotional_Import_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One line a field: \`Title:\`, \`Date:\` (YYYY-MM-DD), \`Key Verse:\` or \`Verse:\`, \`Devotional Text:\` or \`Text:\`, \`Reflection:\`, \`Prayer:\`, \`Media Type:\` (video or audio), \`Media URL:\`. Each \`Title:\` starts a new devotional; lines without a prefix continue the field above. A devotional on a day that already has one in its language is skipped as a duplicate.`)
};

export const admin_proverb_heading = /** @type {(inputs: Admin_Proverb_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wisdom Proverbs`)
};

export const admin_proverb_language = /** @type {(inputs: Admin_Proverb_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const admin_proverb_proverb = /** @type {(inputs: Admin_Proverb_ProverbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverb`)
};

export const admin_proverb_reference = /** @type {(inputs: Admin_Proverb_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

export const admin_proverb_reference_hint = /** @type {(inputs: Admin_Proverb_Reference_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example Proverbs 15:1 (optional).`)
};

export const admin_proverb_meaning = /** @type {(inputs: Admin_Proverb_MeaningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What does this mean?`)
};

export const admin_proverb_why = /** @type {(inputs: Admin_Proverb_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why does this matter?`)
};

export const admin_proverb_edit = /** @type {(inputs: Admin_Proverb_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Proverb`)
};

export const admin_proverb_add = /** @type {(inputs: Admin_Proverb_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Proverb`)
};

export const admin_proverb_error_title = /** @type {(inputs: Admin_Proverb_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const admin_proverb_load_failed_title = /** @type {(inputs: Admin_Proverb_Load_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Database Error`)
};

export const admin_proverb_load_failed = /** @type {(inputs: Admin_Proverb_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch wisdom proverbs`)
};

export const admin_proverb_update_failed = /** @type {(inputs: Admin_Proverb_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update proverb`)
};

export const admin_proverb_add_failed = /** @type {(inputs: Admin_Proverb_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add proverb`)
};

export const admin_proverb_updated = /** @type {(inputs: Admin_Proverb_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverb Updated`)
};

export const admin_proverb_added = /** @type {(inputs: Admin_Proverb_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverb Added`)
};

export const admin_proverb_confirm_delete = /** @type {(inputs: Admin_Proverb_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the proverb “${i?.proverb}”?`)
};

export const admin_proverb_delete_failed = /** @type {(inputs: Admin_Proverb_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete proverb`)
};

export const admin_proverb_deleted = /** @type {(inputs: Admin_Proverb_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverb Deleted`)
};

export const admin_proverb_list_title = /** @type {(inputs: Admin_Proverb_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All proverbs`)
};

export const admin_proverb_list_count = /** @type {(inputs: Admin_Proverb_List_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All proverbs (${i?.active} active of ${i?.count})`)
};

export const admin_proverb_loading = /** @type {(inputs: Admin_Proverb_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading proverbs...`)
};

export const admin_proverb_empty = /** @type {(inputs: Admin_Proverb_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No proverbs yet. The Daily Wisdom card shows its built-in list until you add some.`)
};

export const admin_proverb_noun = /** @type {(inputs: Admin_Proverb_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`proverbs`)
};

export const admin_proverb_active = /** @type {(inputs: Admin_Proverb_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The proverb is active.`)
};

export const admin_proverb_hidden = /** @type {(inputs: Admin_Proverb_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The proverb is hidden from the Daily Wisdom card.`)
};

export const admin_proverb_active_label = /** @type {(inputs: Admin_Proverb_Active_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Active: ${i?.proverb}`)
};

export const admin_proverb_import_language = /** @type {(inputs: Admin_Proverb_Import_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language of the imported proverbs`)
};

export const admin_proverb_no_data_hint = /** @type {(inputs: Admin_Proverb_No_Data_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No proverbs were found. Put one proverb a block, with a blank line between blocks.`)
};

export const admin_proverb_import_help = /** @type {(inputs: Admin_Proverb_Import_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One proverb a block, with a blank line between blocks. Prefixes are optional: \`Proverb:\`, \`Meaning:\` (or \`What it means:\`), \`Why it matters:\` (or \`Importance:\`), \`Reference:\` (or \`Source:\`, \`Attribution:\`). Lines without a prefix are read in that order. Quotes around a value are removed. A proverb already in the list in its language (ignoring upper and lower case) is skipped.`)
};

export const admin_lesson_heading = /** @type {(inputs: Admin_Lesson_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lessons`)
};

export const admin_lesson_page_title = /** @type {(inputs: Admin_Lesson_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lessons Admin`)
};

export const admin_lesson_language = /** @type {(inputs: Admin_Lesson_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const admin_lesson_title = /** @type {(inputs: Admin_Lesson_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const admin_lesson_address = /** @type {(inputs: Admin_Lesson_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Its address: ${i?.path}`)
};

export const admin_lesson_description = /** @type {(inputs: Admin_Lesson_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const admin_lesson_content = /** @type {(inputs: Admin_Lesson_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content`)
};

export const admin_lesson_paragraphs_hint = /** @type {(inputs: Admin_Lesson_Paragraphs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave a blank line between paragraphs.`)
};

export const admin_lesson_key_verses = /** @type {(inputs: Admin_Lesson_Key_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key Verses`)
};

export const admin_lesson_key_verses_hint = /** @type {(inputs: Admin_Lesson_Key_Verses_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One verse a line, with its reference.`)
};

export const admin_lesson_reflection = /** @type {(inputs: Admin_Lesson_ReflectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reflection`)
};

export const admin_lesson_edit = /** @type {(inputs: Admin_Lesson_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Mini Lesson`)
};

export const admin_lesson_create = /** @type {(inputs: Admin_Lesson_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Mini Lesson`)
};

export const admin_lesson_create_submit = /** @type {(inputs: Admin_Lesson_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Lesson`)
};

export const admin_lesson_error_title = /** @type {(inputs: Admin_Lesson_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const admin_lesson_load_failed_title = /** @type {(inputs: Admin_Lesson_Load_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Database Error`)
};

export const admin_lesson_load_failed = /** @type {(inputs: Admin_Lesson_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to fetch mini lessons: ${i?.message}`)
};

export const admin_lesson_update_failed = /** @type {(inputs: Admin_Lesson_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update mini lesson`)
};

export const admin_lesson_create_failed = /** @type {(inputs: Admin_Lesson_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create mini lesson`)
};

export const admin_lesson_updated = /** @type {(inputs: Admin_Lesson_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lesson Updated`)
};

export const admin_lesson_created = /** @type {(inputs: Admin_Lesson_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lesson Created`)
};

export const admin_lesson_confirm_delete = /** @type {(inputs: Admin_Lesson_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the mini lesson “${i?.title}”?`)
};

export const admin_lesson_delete_failed = /** @type {(inputs: Admin_Lesson_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete mini lesson`)
};

export const admin_lesson_deleted = /** @type {(inputs: Admin_Lesson_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lesson Deleted`)
};

export const admin_lesson_list_title = /** @type {(inputs: Admin_Lesson_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All mini lessons`)
};

export const admin_lesson_list_intro = /** @type {(inputs: Admin_Lesson_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans open lessons in this order: basic opens the first one, premium opens all.`)
};

export const admin_lesson_loading = /** @type {(inputs: Admin_Lesson_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading mini lessons...`)
};

export const admin_lesson_empty = /** @type {(inputs: Admin_Lesson_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mini lessons yet.`)
};

export const admin_lesson_noun = /** @type {(inputs: Admin_Lesson_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mini lessons`)
};

export const admin_page_title = /** @type {(inputs: Admin_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Panel`)
};

export const admin_page_description = /** @type {(inputs: Admin_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage devotionals, wisdom proverbs, mini lessons and media.`)
};

export const admin_nav_label = /** @type {(inputs: Admin_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

export const admin_link_mini_lessons = /** @type {(inputs: Admin_Link_Mini_LessonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lessons`)
};

export const admin_link_readings = /** @type {(inputs: Admin_Link_ReadingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily Readings`)
};

export const admin_link_reading_plans = /** @type {(inputs: Admin_Link_Reading_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Plans`)
};

export const admin_link_about = /** @type {(inputs: Admin_Link_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

export const admin_link_home = /** @type {(inputs: Admin_Link_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const admin_back_to_admin = /** @type {(inputs: Admin_Back_To_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Admin`)
};

export const admin_clear_cache = /** @type {(inputs: Admin_Clear_CacheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear Cache`)
};

export const admin_tab_load_failed = /** @type {(inputs: Admin_Tab_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tab could not be loaded. Check your connection and reload the page.`)
};

export const admin_tabs_label = /** @type {(inputs: Admin_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content`)
};

export const admin_loading = /** @type {(inputs: Admin_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

export const admin_tab_devotionals = /** @type {(inputs: Admin_Tab_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotionals`)
};

export const admin_tab_wisdom = /** @type {(inputs: Admin_Tab_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wisdom`)
};

export const admin_tab_mini_lessons = /** @type {(inputs: Admin_Tab_Mini_LessonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lessons`)
};

export const admin_tab_verse_sets = /** @type {(inputs: Admin_Tab_Verse_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse sets`)
};

export const admin_tab_media_library = /** @type {(inputs: Admin_Tab_Media_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media Library`)
};

export const admin_tab_stories = /** @type {(inputs: Admin_Tab_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories`)
};

export const admin_tab_ask_and_pray = /** @type {(inputs: Admin_Tab_Ask_And_PrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask & Pray`)
};

export const admin_tab_plans = /** @type {(inputs: Admin_Tab_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans`)
};

export const admin_error = /** @type {(inputs: Admin_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const admin_build_title = /** @type {(inputs: Admin_Build_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public site`)
};

export const admin_build_rebuild = /** @type {(inputs: Admin_Build_RebuildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rebuild site`)
};

export const admin_build_loading = /** @type {(inputs: Admin_Build_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading build status...`)
};

export const admin_build_building = /** @type {(inputs: Admin_Build_BuildingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⏳ Building the site (started ${i?.time})...`)
};

export const admin_build_queued = /** @type {(inputs: Admin_Build_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⏳ A rebuild will start in a moment...`)
};

export const admin_build_live_since = /** @type {(inputs: Admin_Build_Live_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Live since ${i?.time}`)
};

export const admin_build_took = /** @type {(inputs: Admin_Build_TookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (built in ${i?.seconds} s)`)
};

export const admin_build_none_live = /** @type {(inputs: Admin_Build_None_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No build is live yet.`)
};

export const admin_build_failed = /** @type {(inputs: Admin_Build_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The last build failed (${i?.time}); the site still shows the previous build.`)
};

export const admin_build_kept = /** @type {(inputs: Admin_Build_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kept builds (${i?.count})`)
};

export const admin_build_built = /** @type {(inputs: Admin_Build_BuiltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Built ${i?.time}`)
};

export const admin_build_live = /** @type {(inputs: Admin_Build_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live`)
};

export const admin_build_make_live = /** @type {(inputs: Admin_Build_Make_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make live`)
};

export const admin_build_make_live_label = /** @type {(inputs: Admin_Build_Make_Live_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make live: the build of ${i?.time}`)
};

export const admin_build_confirm_live = /** @type {(inputs: Admin_Build_Confirm_LiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make the build of ${i?.time} live? The next rebuild replaces it.`)
};

export const admin_build_started_title = /** @type {(inputs: Admin_Build_Started_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rebuild Started`)
};

export const admin_build_started_text = /** @type {(inputs: Admin_Build_Started_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The public pages will update in about a minute.`)
};

export const admin_build_live_title = /** @type {(inputs: Admin_Build_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build Live`)
};

export const admin_build_live_text = /** @type {(inputs: Admin_Build_Live_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The site now shows the build of ${i?.time}.`)
};

export const admin_mail_title = /** @type {(inputs: Admin_Mail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail`)
};

export const admin_mail_refresh = /** @type {(inputs: Admin_Mail_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh mail status`)
};

export const admin_mail_loading = /** @type {(inputs: Admin_Mail_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading mail status...`)
};

export const admin_mail_smtp = /** @type {(inputs: Admin_Mail_SmtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent over SMTP.`)
};

export const admin_mail_outbox = /** @type {(inputs: Admin_Mail_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No SMTP_URL: mails are written to the outbox folder.`)
};

export const admin_mail_counts = /** @type {(inputs: Admin_Mail_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pending} waiting, ${i?.failed} failed, ${i?.sent} sent in the last 24 hours.`)
};

export const admin_mail_problems = /** @type {(inputs: Admin_Mail_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mails that failed or are being retried`)
};

export const admin_mail_failed = /** @type {(inputs: Admin_Mail_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

export const admin_mail_retrying = /** @type {(inputs: Admin_Mail_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrying`)
};

export const admin_mail_a_mail = /** @type {(inputs: Admin_Mail_A_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a mail`)
};

export const admin_mail_problem = /** @type {(inputs: Admin_Mail_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.subject} to ${i?.recipient} (${i?.attempts}, last ${i?.time})`)
};

export const admin_mail_attempts = /** @type {(inputs: Admin_Mail_AttemptsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} attempt`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} attempts`);
	return /** @type {LocalizedString} */ ("admin_mail_attempts");
};

export const admin_form_save_changes = /** @type {(inputs: Admin_Form_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Changes`)
};

export const admin_form_cancel = /** @type {(inputs: Admin_Form_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const admin_edit = /** @type {(inputs: Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const admin_delete = /** @type {(inputs: Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const admin_search = /** @type {(inputs: Admin_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search ${i?.noun}`)
};

export const admin_pages_of = /** @type {(inputs: Admin_Pages_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pages of ${i?.noun}`)
};

export const admin_previous = /** @type {(inputs: Admin_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

export const admin_next = /** @type {(inputs: Admin_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

export const admin_page_of = /** @type {(inputs: Admin_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages}`)
};

export const admin_no_match = /** @type {(inputs: Admin_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing matches that search.`)
};

export const admin_bulk_title = /** @type {(inputs: Admin_Bulk_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bulk Import`)
};

export const admin_bulk_example = /** @type {(inputs: Admin_Bulk_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show an example`)
};

export const admin_bulk_paste = /** @type {(inputs: Admin_Bulk_PasteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paste ${i?.noun}`)
};

export const admin_bulk_hint = /** @type {(inputs: Admin_Bulk_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most 200 KB and 500 ${i?.noun} at a time.`)
};

export const admin_bulk_importing = /** @type {(inputs: Admin_Bulk_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importing...`)
};

export const admin_bulk_import = /** @type {(inputs: Admin_Bulk_ImportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Import ${i?.noun}`)
};

export const admin_bulk_problems = /** @type {(inputs: Admin_Bulk_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These were not imported:`)
};

export const admin_bulk_record = /** @type {(inputs: Admin_Bulk_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Record ${i?.record}`)
};

export const admin_bulk_failed_title = /** @type {(inputs: Admin_Bulk_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import Failed`)
};

export const admin_bulk_did_not_run = /** @type {(inputs: Admin_Bulk_Did_Not_RunInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The import did not run: ${i?.message}`)
};

export const admin_bulk_too_much_title = /** @type {(inputs: Admin_Bulk_Too_Much_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too Much Data`)
};

export const admin_sender = /** @type {(inputs: Admin_SenderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email})`)
};

export const admin_sender_child = /** @type {(inputs: Admin_Sender_ChildInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.child}, child of ${i?.name} (${i?.email})`)
};

export const admin_no_name = /** @type {(inputs: Admin_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No name`)
};

export const admin_show = /** @type {(inputs: Admin_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const admin_stories_title = /** @type {(inputs: Admin_Stories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it Real stories`)
};

export const admin_stories_pending = /** @type {(inputs: Admin_Stories_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for review`)
};

export const admin_stories_approved = /** @type {(inputs: Admin_Stories_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved`)
};

export const admin_stories_rejected = /** @type {(inputs: Admin_Stories_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not approved`)
};

export const admin_stories_loading = /** @type {(inputs: Admin_Stories_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stories...`)
};

export const admin_stories_empty = /** @type {(inputs: Admin_Stories_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No stories here.`)
};

export const admin_stories_noun = /** @type {(inputs: Admin_Stories_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`stories`)
};

export const admin_stories_anonymous = /** @type {(inputs: Admin_Stories_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · wants to stay anonymous`)
};

export const admin_approve = /** @type {(inputs: Admin_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

export const admin_reject = /** @type {(inputs: Admin_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject`)
};

export const admin_story_approved_title = /** @type {(inputs: Admin_Story_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story Approved`)
};

export const admin_story_approved_text = /** @type {(inputs: Admin_Story_Approved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" will appear on Keep it Real after the rebuild.`)
};

export const admin_story_rejected_title = /** @type {(inputs: Admin_Story_Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story Not Approved`)
};

export const admin_story_rejected_text = /** @type {(inputs: Admin_Story_Rejected_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" stays private.`)
};

export const admin_ask_title = /** @type {(inputs: Admin_Ask_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask & Pray`)
};

export const admin_ask_questions = /** @type {(inputs: Admin_Ask_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions`)
};

export const admin_ask_prayers = /** @type {(inputs: Admin_Ask_PrayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prayer requests`)
};

export const admin_ask_messages = /** @type {(inputs: Admin_Ask_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community messages`)
};

export const admin_ask_answer = /** @type {(inputs: Admin_Ask_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer`)
};

export const admin_ask_reply = /** @type {(inputs: Admin_Ask_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply`)
};

export const admin_ask_save_answer = /** @type {(inputs: Admin_Ask_Save_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save answer`)
};

export const admin_ask_answer_saved_title = /** @type {(inputs: Admin_Ask_Answer_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer Saved`)
};

export const admin_ask_answer_saved_text = /** @type {(inputs: Admin_Ask_Answer_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sender sees it on the Ask & Pray page.`)
};

export const admin_ask_message_approved = /** @type {(inputs: Admin_Ask_Message_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message Approved`)
};

export const admin_ask_message_rejected = /** @type {(inputs: Admin_Ask_Message_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message Not Approved`)
};

export const admin_ask_no_messages = /** @type {(inputs: Admin_Ask_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages waiting.`)
};

export const admin_ask_nothing = /** @type {(inputs: Admin_Ask_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing here yet.`)
};

export const admin_ask_noun_messages = /** @type {(inputs: Admin_Ask_Noun_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`messages`)
};

export const admin_ask_noun_questions = /** @type {(inputs: Admin_Ask_Noun_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`questions`)
};

export const admin_ask_noun_prayers = /** @type {(inputs: Admin_Ask_Noun_PrayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prayer requests`)
};

export const admin_ask_private = /** @type {(inputs: Admin_Ask_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · private`)
};

export const admin_media_upload = /** @type {(inputs: Admin_Media_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload`)
};

export const admin_media_all = /** @type {(inputs: Admin_Media_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Files`)
};

export const admin_media_videos = /** @type {(inputs: Admin_Media_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos`)
};

export const admin_media_audio = /** @type {(inputs: Admin_Media_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audio`)
};

export const admin_media_tabs = /** @type {(inputs: Admin_Media_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media`)
};

export const admin_media_loading = /** @type {(inputs: Admin_Media_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the media library...`)
};

export const admin_media_total_files = /** @type {(inputs: Admin_Media_Total_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Files`)
};

export const admin_media_video_files = /** @type {(inputs: Admin_Media_Video_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video Files`)
};

export const admin_media_audio_files = /** @type {(inputs: Admin_Media_Audio_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audio Files`)
};

export const admin_media_total_size = /** @type {(inputs: Admin_Media_Total_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Size`)
};

export const admin_media_megabytes = /** @type {(inputs: Admin_Media_MegabytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} MB`)
};

export const admin_media_upload_complete = /** @type {(inputs: Admin_Media_Upload_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Upload complete (${i?.percent}%): “${i?.title}” is in the library. The public pages update after the rebuild.`)
};

export const admin_media_url_copied_title = /** @type {(inputs: Admin_Media_Url_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL Copied`)
};

export const admin_media_url_copied_text = /** @type {(inputs: Admin_Media_Url_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file’s address is on your clipboard.`)
};

export const admin_media_copy_failed = /** @type {(inputs: Admin_Media_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to copy to clipboard`)
};

export const admin_media_confirm_delete = /** @type {(inputs: Admin_Media_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete "${i?.title}"? This cannot be undone.`)
};

export const admin_media_delete_failed_title = /** @type {(inputs: Admin_Media_Delete_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete Failed`)
};

export const admin_media_delete_failed_text = /** @type {(inputs: Admin_Media_Delete_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete the file. Please try again.`)
};

export const admin_media_deleted_title = /** @type {(inputs: Admin_Media_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File Deleted`)
};

export const admin_media_deleted_text = /** @type {(inputs: Admin_Media_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" was removed.`)
};

export const admin_media_confirm_bulk = /** @type {(inputs: Admin_Media_Confirm_BulkInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Delete ${i?.count} selected file? This cannot be undone.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Delete ${i?.count} selected files? This cannot be undone.`);
	return /** @type {LocalizedString} */ ("admin_media_confirm_bulk");
};

export const admin_media_bulk_failed_title = /** @type {(inputs: Admin_Media_Bulk_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bulk Delete Failed`)
};

export const admin_media_bulk_failed_text = /** @type {(inputs: Admin_Media_Bulk_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of the selected files could be deleted. Please try again.`)
};

export const admin_media_bulk_done_title = /** @type {(inputs: Admin_Media_Bulk_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bulk Delete Complete`)
};

export const admin_media_bulk_deleted = /** @type {(inputs: Admin_Media_Bulk_DeletedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Deleted ${i?.count} file.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Deleted ${i?.count} files.`);
	return /** @type {LocalizedString} */ ("admin_media_bulk_deleted");
};

export const admin_media_bulk_not_deleted = /** @type {(inputs: Admin_Media_Bulk_Not_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` ${i?.count} could not be deleted.`)
};

export const admin_media_search = /** @type {(inputs: Admin_Media_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by title or file name`)
};

export const admin_media_select_all = /** @type {(inputs: Admin_Media_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select All`)
};

export const admin_media_deselect_all = /** @type {(inputs: Admin_Media_Deselect_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deselect All`)
};

export const admin_media_delete_selected = /** @type {(inputs: Admin_Media_Delete_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete Selected (${i?.count})`)
};

export const admin_media_none_yet = /** @type {(inputs: Admin_Media_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No files yet. Upload the first one!`)
};

export const admin_media_no_match = /** @type {(inputs: Admin_Media_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No files match that search.`)
};

export const admin_media_noun = /** @type {(inputs: Admin_Media_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`files`)
};

export const admin_media_select = /** @type {(inputs: Admin_Media_SelectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Select ${i?.title}`)
};

export const admin_media_seconds = /** @type {(inputs: Admin_Media_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} s`)
};

export const admin_media_copy_url = /** @type {(inputs: Admin_Media_Copy_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy URL`)
};

export const admin_media_poster_type = /** @type {(inputs: Admin_Media_Poster_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a JPEG, PNG, WebP or GIF picture for the poster.`)
};

export const admin_media_poster_too_large = /** @type {(inputs: Admin_Media_Poster_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The poster is too large. Maximum size allowed is ${i?.max} MB`)
};

export const admin_media_one_at_a_time = /** @type {(inputs: Admin_Media_One_At_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload error: Please choose one file at a time.`)
};

export const admin_media_too_large = /** @type {(inputs: Admin_Media_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`File is too large. Maximum size allowed is ${i?.max} MB`)
};

export const admin_media_bad_type = /** @type {(inputs: Admin_Media_Bad_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File type not supported. Please upload video or audio files only.`)
};

export const admin_media_need_file_title = /** @type {(inputs: Admin_Media_Need_File_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a file and enter a title.`)
};

export const admin_media_upload_failed_title = /** @type {(inputs: Admin_Media_Upload_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Failed`)
};

export const admin_media_exceeds = /** @type {(inputs: Admin_Media_ExceedsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`File size (${i?.size} MB) exceeds maximum allowed size of ${i?.max} MB. Please compress your file or use a smaller file.`)
};

export const admin_media_retry_smaller = /** @type {(inputs: Admin_Media_Retry_SmallerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload failed. Please try again with a smaller file.`)
};

export const admin_media_poster_not_saved = /** @type {(inputs: Admin_Media_Poster_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poster Not Saved`)
};

export const admin_media_uploaded_title = /** @type {(inputs: Admin_Media_Uploaded_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Successful!`)
};

export const admin_media_uploaded_text = /** @type {(inputs: Admin_Media_Uploaded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" was added to the library.`)
};

export const admin_media_drop = /** @type {(inputs: Admin_Media_DropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop a video or audio file here, or click to choose`)
};

export const admin_media_formats = /** @type {(inputs: Admin_Media_FormatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Videos: MP4, WebM, MOV, AVI, OGG. Audio: MP3, WAV, M4A, AAC, OGG. Up to ${i?.max} MB for each file.`)
};

export const admin_media_poster = /** @type {(inputs: Admin_Media_PosterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poster picture (optional)`)
};

export const admin_media_poster_hint = /** @type {(inputs: Admin_Media_Poster_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shown before the video plays. JPEG, PNG, WebP or GIF, up to ${i?.max} MB. Without one the site's own picture is shown.`)
};

export const admin_media_title = /** @type {(inputs: Admin_Media_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const admin_media_description = /** @type {(inputs: Admin_Media_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description (optional)`)
};

export const admin_media_progress = /** @type {(inputs: Admin_Media_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload progress`)
};

export const admin_media_uploading = /** @type {(inputs: Admin_Media_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading... ${i?.percent}%`)
};

export const admin_media_upload_failed = /** @type {(inputs: Admin_Media_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to upload file`)
};

export const admin_database_error = /** @type {(inputs: Admin_Database_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Database Error`)
};

export const admin_readings_page_title = /** @type {(inputs: Admin_Readings_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily Readings`)
};

export const admin_readings_page_description = /** @type {(inputs: Admin_Readings_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan the daily Bible readings shown in the Bible Explorer.`)
};

export const admin_readings_load_failed = /** @type {(inputs: Admin_Readings_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to fetch readings: ${i?.message}`)
};

export const admin_readings_update_failed = /** @type {(inputs: Admin_Readings_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update reading`)
};

export const admin_readings_add_failed = /** @type {(inputs: Admin_Readings_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add reading`)
};

export const admin_readings_updated = /** @type {(inputs: Admin_Readings_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Updated`)
};

export const admin_readings_added = /** @type {(inputs: Admin_Readings_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Added`)
};

export const admin_readings_confirm_delete = /** @type {(inputs: Admin_Readings_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the reading for ${i?.date} (${i?.title})?`)
};

export const admin_readings_delete_failed = /** @type {(inputs: Admin_Readings_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete reading`)
};

export const admin_readings_deleted = /** @type {(inputs: Admin_Readings_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Deleted`)
};

export const admin_readings_add = /** @type {(inputs: Admin_Readings_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Reading`)
};

export const admin_readings_edit = /** @type {(inputs: Admin_Readings_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Reading`)
};

export const admin_readings_list = /** @type {(inputs: Admin_Readings_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading plan`)
};

export const admin_readings_loading = /** @type {(inputs: Admin_Readings_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading readings...`)
};

export const admin_readings_empty = /** @type {(inputs: Admin_Readings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No readings planned yet.`)
};

export const admin_readings_noun = /** @type {(inputs: Admin_Readings_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`readings`)
};

export const admin_readings_choose_book = /** @type {(inputs: Admin_Readings_Choose_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a book`)
};

export const admin_readings_date = /** @type {(inputs: Admin_Readings_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const admin_readings_title = /** @type {(inputs: Admin_Readings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const admin_readings_book = /** @type {(inputs: Admin_Readings_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book`)
};

export const admin_readings_chapter = /** @type {(inputs: Admin_Readings_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chapter`)
};

export const admin_readings_from_verse = /** @type {(inputs: Admin_Readings_From_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From verse`)
};

export const admin_readings_to_verse = /** @type {(inputs: Admin_Readings_To_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To verse`)
};

export const admin_readings_notes = /** @type {(inputs: Admin_Readings_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

export const admin_readings_notes_hint = /** @type {(inputs: Admin_Readings_Notes_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A short thought for children to look for while they read.`)
};

export const admin_plans_page_title = /** @type {(inputs: Admin_Plans_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Plans`)
};

export const admin_plans_page_description = /** @type {(inputs: Admin_Plans_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add and edit the reading plans children follow.`)
};

export const admin_plans_edit = /** @type {(inputs: Admin_Plans_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Reading Plan`)
};

export const admin_plans_add = /** @type {(inputs: Admin_Plans_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Reading Plan`)
};

export const admin_plans_submit = /** @type {(inputs: Admin_Plans_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Plan`)
};

export const admin_plans_title = /** @type {(inputs: Admin_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const admin_plans_address = /** @type {(inputs: Admin_Plans_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address:`)
};

export const admin_plans_id = /** @type {(inputs: Admin_Plans_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id`)
};

export const admin_plans_id_hint = /** @type {(inputs: Admin_Plans_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lowercase letters, digits and dashes; the page's address (e.g. gospel-of-luke-24-days).`)
};

export const admin_plans_description = /** @type {(inputs: Admin_Plans_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const admin_plans_days = /** @type {(inputs: Admin_Plans_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Days`)
};

export const admin_plans_days_hint = /** @type {(inputs: Admin_Plans_Days_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One line a day; passages separated by ";", e.g. "Mark 1; Mark 2" or "Psalm 23:1-6".`)
};

export const admin_plans_load_failed = /** @type {(inputs: Admin_Plans_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to fetch reading plans: ${i?.message}`)
};

export const admin_plans_update_failed = /** @type {(inputs: Admin_Plans_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update reading plan`)
};

export const admin_plans_add_failed = /** @type {(inputs: Admin_Plans_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add reading plan`)
};

export const admin_plans_updated = /** @type {(inputs: Admin_Plans_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Plan Updated`)
};

export const admin_plans_added = /** @type {(inputs: Admin_Plans_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Plan Added`)
};

export const admin_plans_confirm_delete = /** @type {(inputs: Admin_Plans_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the reading plan "${i?.title}"? Learners following it lose their progress.`)
};

export const admin_plans_delete_failed = /** @type {(inputs: Admin_Plans_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete reading plan`)
};

export const admin_plans_deleted = /** @type {(inputs: Admin_Plans_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Plan Deleted`)
};

export const admin_plans_list = /** @type {(inputs: Admin_Plans_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading plans`)
};

export const admin_plans_loading = /** @type {(inputs: Admin_Plans_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading reading plans...`)
};

export const admin_plans_empty = /** @type {(inputs: Admin_Plans_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reading plans yet.`)
};

export const admin_plans_noun = /** @type {(inputs: Admin_Plans_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reading plans`)
};

export const admin_plans_days_count = /** @type {(inputs: Admin_Plans_Days_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} day`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} days`);
	return /** @type {LocalizedString} */ ("admin_plans_days_count");
};

export const admin_lessons_page_title = /** @type {(inputs: Admin_Lessons_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lessons Admin`)
};

export const admin_lessons_page_description = /** @type {(inputs: Admin_Lessons_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create, edit and delete the mini lessons of the Journey of Faith page.`)
};

export const admin_sets_edit = /** @type {(inputs: Admin_Sets_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Verse Set`)
};

export const admin_sets_add = /** @type {(inputs: Admin_Sets_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Verse Set`)
};

export const admin_sets_submit = /** @type {(inputs: Admin_Sets_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Set`)
};

export const admin_sets_name = /** @type {(inputs: Admin_Sets_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const admin_sets_emoji = /** @type {(inputs: Admin_Sets_EmojiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emoji`)
};

export const admin_sets_id = /** @type {(inputs: Admin_Sets_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id`)
};

export const admin_sets_id_shown = /** @type {(inputs: Admin_Sets_Id_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id:`)
};

export const admin_sets_id_hint = /** @type {(inputs: Admin_Sets_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lowercase letters, digits and dashes (e.g. bedtime-verses).`)
};

export const admin_sets_description = /** @type {(inputs: Admin_Sets_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short description`)
};

export const admin_sets_verses = /** @type {(inputs: Admin_Sets_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verses`)
};

export const admin_sets_verses_hint = /** @type {(inputs: Admin_Sets_Verses_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One reference a line, up to ${i?.max}: a verse, a range or a short chapter (John 3:16, Luke 2:10-11, Psalm 23).`)
};

export const admin_sets_load_failed = /** @type {(inputs: Admin_Sets_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to fetch verse sets: ${i?.message}`)
};

export const admin_sets_update_failed = /** @type {(inputs: Admin_Sets_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update verse set`)
};

export const admin_sets_add_failed = /** @type {(inputs: Admin_Sets_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add verse set`)
};

export const admin_sets_updated = /** @type {(inputs: Admin_Sets_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse Set Updated`)
};

export const admin_sets_added = /** @type {(inputs: Admin_Sets_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse Set Added`)
};

export const admin_sets_confirm_delete = /** @type {(inputs: Admin_Sets_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the verse set "${i?.name}"? Learners keep the verses they already started; nobody can start it again.`)
};

export const admin_sets_delete_failed = /** @type {(inputs: Admin_Sets_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete verse set`)
};

export const admin_sets_deleted = /** @type {(inputs: Admin_Sets_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse Set Deleted`)
};

export const admin_sets_list = /** @type {(inputs: Admin_Sets_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built-in verse sets`)
};

export const admin_sets_intro = /** @type {(inputs: Admin_Sets_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium learners add a set's verses to their own on Memory Master.`)
};

export const admin_sets_loading = /** @type {(inputs: Admin_Sets_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading verse sets...`)
};

export const admin_sets_empty = /** @type {(inputs: Admin_Sets_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No verse sets yet. Memory Master shows none until you add one.`)
};

export const admin_sets_noun = /** @type {(inputs: Admin_Sets_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verse sets`)
};

export const admin_sets_heading = /** @type {(inputs: Admin_Sets_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse Sets`)
};

export const admin_sets_count = /** @type {(inputs: Admin_Sets_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} verse`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} verses`);
	return /** @type {LocalizedString} */ ("admin_sets_count");
};

export const admin_subs_no_end = /** @type {(inputs: Admin_Subs_No_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no end`)
};

export const admin_subs_given_title = /** @type {(inputs: Admin_Subs_Given_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan Given`)
};

export const admin_subs_given_text = /** @type {(inputs: Admin_Subs_Given_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} now has the ${i?.tier} plan.`)
};

export const admin_subs_confirm_clear = /** @type {(inputs: Admin_Subs_Confirm_ClearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clear the plan given by hand to ${i?.email}?`)
};

export const admin_subs_cleared_title = /** @type {(inputs: Admin_Subs_Cleared_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan Cleared`)
};

export const admin_subs_cleared_text = /** @type {(inputs: Admin_Subs_Cleared_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} no longer has a plan given by hand.`)
};

export const admin_subs_title = /** @type {(inputs: Admin_Subs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans`)
};

export const admin_subs_intro = /** @type {(inputs: Admin_Subs_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give a plan by hand (gifts, schools, or a site without online payments). Every change is recorded.`)
};

export const admin_subs_email = /** @type {(inputs: Admin_Subs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User's email`)
};

export const admin_subs_look_up = /** @type {(inputs: Admin_Subs_Look_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Look up`)
};

export const admin_subs_until = /** @type {(inputs: Admin_Subs_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} until ${i?.day}`)
};

export const admin_subs_free = /** @type {(inputs: Admin_Subs_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`free plan`)
};

export const admin_subs_by_hand = /** @type {(inputs: Admin_Subs_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Given by hand`)
};

export const admin_subs_online = /** @type {(inputs: Admin_Subs_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bought online`)
};

export const admin_subs_plan = /** @type {(inputs: Admin_Subs_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const admin_subs_last_day = /** @type {(inputs: Admin_Subs_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last day (optional)`)
};

export const admin_subs_note = /** @type {(inputs: Admin_Subs_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note (optional)`)
};

export const admin_subs_give = /** @type {(inputs: Admin_Subs_GiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give Plan`)
};

export const admin_subs_clear = /** @type {(inputs: Admin_Subs_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear Plan`)
};

export const admin_subs_history = /** @type {(inputs: Admin_Subs_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History`)
};

export const admin_subs_by = /** @type {(inputs: Admin_Subs_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.email}`)
};

export const admin_pay_amount_unknown = /** @type {(inputs: Admin_Pay_Amount_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`amount unknown`)
};

export const admin_pay_confirm_attach = /** @type {(inputs: Admin_Pay_Confirm_AttachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attach this payment to ${i?.email}? Their plan opens at once.`)
};

export const admin_pay_email = /** @type {(inputs: Admin_Pay_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account's email`)
};

export const admin_pay_attach = /** @type {(inputs: Admin_Pay_AttachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attach to Account`)
};

export const admin_pay_line = /** @type {(inputs: Admin_Pay_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} on ${i?.time} from ${i?.email}`)
};

export const admin_pay_no_email = /** @type {(inputs: Admin_Pay_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no e-mail`)
};

export const admin_pay_not_paid = /** @type {(inputs: Admin_Pay_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, not paid yet`)
};

export const admin_pay_why = /** @type {(inputs: Admin_Pay_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Why it was not matched: ${i?.reason}. Checkout ${i?.checkout}.`)
};

export const admin_pay_attached_title = /** @type {(inputs: Admin_Pay_Attached_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Attached`)
};

export const admin_pay_attached_text = /** @type {(inputs: Admin_Pay_Attached_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} now has the plan that was paid for.`)
};

export const admin_pay_title = /** @type {(inputs: Admin_Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments without an account`)
};

export const admin_pay_intro = /** @type {(inputs: Admin_Pay_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone paid through a payment link that did not name an account, and no confirmed account uses the e-mail they paid with. Attach each payment to the account it was meant for.`)
};

export const admin_pay_loading = /** @type {(inputs: Admin_Pay_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

export const admin_pay_none = /** @type {(inputs: Admin_Pay_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payments are waiting.`)
};

export const admin_pay_recent = /** @type {(inputs: Admin_Pay_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recently attached`)
};

export const admin_pay_attached_line = /** @type {(inputs: Admin_Pay_Attached_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} from ${i?.email}: attached ${i?.time} by ${i?.admin}`)
};

export const admin_pay_an_admin = /** @type {(inputs: Admin_Pay_An_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an admin`)
};

export const admin_cache_cleared_title = /** @type {(inputs: Admin_Cache_Cleared_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cache Cleared`)
};

export const admin_cache_cleared_text = /** @type {(inputs: Admin_Cache_Cleared_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All cached data was cleared.`)
};

export const admin_cache_failed = /** @type {(inputs: Admin_Cache_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not clear the cache. Please try again.`)
};

export const admin_missing_fields_title = /** @type {(inputs: Admin_Missing_Fields_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Fields`)
};

export const admin_missing_fields_text = /** @type {(inputs: Admin_Missing_Fields_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all required fields.`)
};

export const bible_crumb_home = /** @type {(inputs: Bible_Crumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const bible_crumb_bible = /** @type {(inputs: Bible_Crumb_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible`)
};

export const bible_crumb_chapter = /** @type {(inputs: Bible_Crumb_ChapterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chapter ${i?.chapter}`)
};

export const bible_crumb_search = /** @type {(inputs: Bible_Crumb_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const bible_breadcrumb_label = /** @type {(inputs: Bible_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

export const bible_index_title = /** @type {(inputs: Bible_Index_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Holy Bible`)
};

export const bible_index_description = /** @type {(inputs: Bible_Index_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All 66 books of the Bible, Old and New Testament, to read online in the World English Bible, the King James Version and the American Standard Version.`)
};

export const bible_index_lead = /** @type {(inputs: Bible_Index_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`66 books, 1,189 chapters. Choose a book to start reading.`)
};

export const bible_books_count = /** @type {(inputs: Bible_Books_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} books)`)
};

export const bible_chapter_count = /** @type {(inputs: Bible_Chapter_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} chapter`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} chapters`);
	return /** @type {LocalizedString} */ ("bible_chapter_count");
};

export const bible_search_title = /** @type {(inputs: Bible_Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the Bible`)
};

export const bible_search_button = /** @type {(inputs: Bible_Search_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const bible_open_explorer = /** @type {(inputs: Bible_Open_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the Bible Explorer`)
};

export const bible_open_in_explorer = /** @type {(inputs: Bible_Open_In_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in the Bible Explorer`)
};

export const bible_verse_of_the_day = /** @type {(inputs: Bible_Verse_Of_The_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse of the Day`)
};

export const bible_book_title = /** @type {(inputs: Bible_Book_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.book} (${i?.version})`)
};

export const bible_book_intro = /** @type {(inputs: Bible_Book_IntroInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.book} in the ${i?.version}: ${i?.count} chapter to read online.`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.book} in the ${i?.version}: ${i?.count} chapters to read online.`);
	return /** @type {LocalizedString} */ ("bible_book_intro");
};

export const bible_holy_bible_of = /** @type {(inputs: Bible_Holy_Bible_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Holy Bible, ${i?.version}`)
};

export const bible_keep_title = /** @type {(inputs: Bible_Keep_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep this book for offline`)
};

export const bible_keep_text = /** @type {(inputs: Bible_Keep_TextInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Save all ${i?.count} chapter of ${i?.book} on this device to read them without a connection.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Save all ${i?.count} chapters of ${i?.book} on this device to read them without a connection.`);
	return /** @type {LocalizedString} */ ("bible_keep_text");
};

export const bible_keep_versions = /** @type {(inputs: Bible_Keep_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versions to keep`)
};

export const bible_keep_saving = /** @type {(inputs: Bible_Keep_SavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keeping chapter ${i?.done} of ${i?.total}…`)
};

export const bible_keep_kept = /** @type {(inputs: Bible_Keep_KeptInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Kept for offline: 1 chapter.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Kept for offline: ${i?.count} chapters.`);
	return /** @type {LocalizedString} */ ("bible_keep_kept");
};

export const bible_keep_failed = /** @type {(inputs: Bible_Keep_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This book could not be kept for offline. Check the connection and try again.`)
};

export const bible_keep_choose_version = /** @type {(inputs: Bible_Keep_Choose_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one version.`)
};

export const bible_read_in_version = /** @type {(inputs: Bible_Read_In_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read ${i?.name} in the ${i?.version}`)
};

export const bible_add_verse_label = /** @type {(inputs: Bible_Add_Verse_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add ${i?.reference} to my verses`)
};

export const bible_add_verse_title = /** @type {(inputs: Bible_Add_Verse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to my verses`)
};

export const bible_add_verse_tip = /** @type {(inputs: Bible_Add_Verse_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap a verse number to add that verse to your memory verses (“Add to my verses”).`)
};

export const bible_search_description = /** @type {(inputs: Bible_Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search every verse of the World English Bible, the King James Version and the American Standard Version for a word or a phrase.`)
};

export const bible_search_words = /** @type {(inputs: Bible_Search_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words or a phrase`)
};

export const bible_search_book = /** @type {(inputs: Bible_Search_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book`)
};

export const bible_search_all_books = /** @type {(inputs: Bible_Search_All_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All books`)
};

export const bible_search_tips = /** @type {(inputs: Bible_Search_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put a phrase in quotes to find those words together, like "begotten Son". End a word with * to find every word that starts with it, like shep* for shepherd.`)
};

export const bible_search_noscript = /** @type {(inputs: Bible_Search_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search results need JavaScript. You can still read every book from the`)
};

export const bible_search_index_link = /** @type {(inputs: Bible_Search_Index_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible index`)
};

export const bible_search_results = /** @type {(inputs: Bible_Search_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results`)
};

export const bible_search_searching = /** @type {(inputs: Bible_Search_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching...`)
};

export const bible_search_unavailable = /** @type {(inputs: Bible_Search_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search is not available right now. Please try again in a moment.`)
};

export const bible_search_none = /** @type {(inputs: Bible_Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No verses found for “${i?.query}” in the ${i?.version}.`)
};

export const bible_search_more = /** @type {(inputs: Bible_Search_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`More than ${i?.count} verses found for “${i?.query}” in the ${i?.version}. Showing the first ${i?.count}; add words or choose a book to narrow the search.`)
};

export const bible_search_found = /** @type {(inputs: Bible_Search_FoundInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} verse found for “${i?.query}” in the ${i?.version}.`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} verses found for “${i?.query}” in the ${i?.version}.`);
	return /** @type {LocalizedString} */ ("bible_search_found");
};

export const bible_words_switch = /** @type {(inputs: Bible_Words_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Word helper`)
};

export const bible_words_hint = /** @type {(inputs: Bible_Words_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap a word with a dotted line to see what it means.`)
};

export const bible_words_list_link = /** @type {(inputs: Bible_Words_List_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Old words and what they mean`)
};

export const bible_words_loading = /** @type {(inputs: Bible_Words_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking it up…`)
};

export const bible_words_load_failed = /** @type {(inputs: Bible_Words_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The meaning could not be loaded. Please try again when you are online.`)
};

export const bible_words_title = /** @type {(inputs: Bible_Words_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Old Bible Words`)
};

export const bible_words_lead = /** @type {(inputs: Bible_Words_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The King James Version and the American Standard Version use some old words. Here is what they mean.`)
};

export const bible_words_how = /** @type {(inputs: Bible_Words_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the Bible chapters these words have a dotted line: tap one to see what it means.`)
};

export const bible_words_description = /** @type {(inputs: Bible_Words_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} old and hard words of the King James Version and the American Standard Version, explained for children: thee, thou, begat, verily, raiment, firmament, covenant and more.`)
};

export const bible_words_by_letter = /** @type {(inputs: Bible_Words_By_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words by letter`)
};

export const bible_words_also = /** @type {(inputs: Bible_Words_AlsoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Also: ${i?.forms}`)
};

export const bible_daily_wisdom = /** @type {(inputs: Bible_Daily_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily Wisdom`)
};

export const bible_daily_wisdom_lead = /** @type {(inputs: Bible_Daily_Wisdom_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A proverb for today, and what it means for you.`)
};

export const bible_reading_title = /** @type {(inputs: Bible_Reading_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today’s Reading`)
};

export const bible_reading_today = /** @type {(inputs: Bible_Reading_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
};

export const bible_reading_next = /** @type {(inputs: Bible_Reading_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next reading`)
};

export const bible_reading_read = /** @type {(inputs: Bible_Reading_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read ${i?.reference}`)
};

export const bible_reading_none = /** @type {(inputs: Bible_Reading_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reading is planned for today.`)
};

export const bible_reading_pick = /** @type {(inputs: Bible_Reading_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick any chapter you like in the Bible Explorer!`)
};

export const bible_reading_open_explorer = /** @type {(inputs: Bible_Reading_Open_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the Bible Explorer`)
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

export const family_learning_start_invalid = /** @type {(inputs: Family_Learning_Start_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose where the learning starts.`)
};

export const family_learning_start_label = /** @type {(inputs: Family_Learning_Start_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where learning starts`)
};

export const family_learning_start_by_age = /** @type {(inputs: Family_Learning_Start_By_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By age group (${i?.start})`)
};

export const family_start_stories = /** @type {(inputs: Family_Start_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story path, listening`)
};

export const family_start_stories_reader = /** @type {(inputs: Family_Start_Stories_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories and the Bible reader`)
};

export const family_start_reader = /** @type {(inputs: Family_Start_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible reader, plans and memory verses`)
};

export const family_learning_now = /** @type {(inputs: Family_Learning_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learning now`)
};

export const family_waiting_title = /** @type {(inputs: Family_Waiting_TitleInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Waiting for you (1)`);
	if (n === "other") return /** @type {LocalizedString} */ (`Waiting for you (${i?.count})`);
	return /** @type {LocalizedString} */ ("family_waiting_title");
};

export const family_add_your_children = /** @type {(inputs: Family_Add_Your_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add your children`)
};

export const family_add_your_children_lead = /** @type {(inputs: Family_Add_Your_Children_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each child gets a profile of their own, with their own home, stars and badges. No e-mail or password for them: you see and decide everything.`)
};

export const family_skip_for_now = /** @type {(inputs: Family_Skip_For_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip for now`)
};

export const family_start_learning_as = /** @type {(inputs: Family_Start_Learning_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Start learning as ${i?.name}`)
};

export const family_waiting_title_none = /** @type {(inputs: Family_Waiting_Title_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for you`)
};

export const family_waiting_badge = /** @type {(inputs: Family_Waiting_BadgeInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`post waits for you`);
	if (n === "other") return /** @type {LocalizedString} */ (`posts wait for you`);
	return /** @type {LocalizedString} */ ("family_waiting_badge");
};

export const family_who_is_learning = /** @type {(inputs: Family_Who_Is_LearningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who's learning today?`)
};

export const family_ask_grown_up = /** @type {(inputs: Family_Ask_Grown_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask a grown-up`)
};

export const family_title = /** @type {(inputs: Family_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family`)
};

export const family_heading = /** @type {(inputs: Family_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`👪 Family`)
};

export const family_description = /** @type {(inputs: Family_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your children's profiles, their week of learning, and your family settings.`)
};

export const family_lead = /** @type {(inputs: Family_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A profile for each child: no e-mail or password for them, and you see and decide everything.`)
};

export const family_error = /** @type {(inputs: Family_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const family_name_label = /** @type {(inputs: Family_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name or nickname`)
};

export const family_name_hint = /** @type {(inputs: Family_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown only inside your family. No surname, please.`)
};

export const family_avatar = /** @type {(inputs: Family_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avatar`)
};

export const family_age_group = /** @type {(inputs: Family_Age_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age group`)
};

export const family_choose = /** @type {(inputs: Family_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose...`)
};

export const family_age_years = /** @type {(inputs: Family_Age_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} years`)
};

export const family_cancel = /** @type {(inputs: Family_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const family_chapters_read = /** @type {(inputs: Family_Chapters_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chapters read:`)
};

export const family_books_read = /** @type {(inputs: Family_Books_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Books read this week`)
};

export const family_badges_earned = /** @type {(inputs: Family_Badges_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badges earned:`)
};

export const family_games_played = /** @type {(inputs: Family_Games_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games played:`)
};

export const family_verses_learned = /** @type {(inputs: Family_Verses_LearnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verses learned:`)
};

export const family_devotionals_opened = /** @type {(inputs: Family_Devotionals_OpenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotionals opened:`)
};

export const family_last_learned = /** @type {(inputs: Family_Last_LearnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last learned:`)
};

export const family_none_yet = /** @type {(inputs: Family_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none yet`)
};

export const family_none = /** @type {(inputs: Family_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

export const family_not_yet = /** @type {(inputs: Family_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not yet`)
};

export const family_loading = /** @type {(inputs: Family_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your family...`)
};

export const family_profile_added = /** @type {(inputs: Family_Profile_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile Added`)
};

export const family_profile_ready = /** @type {(inputs: Family_Profile_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new profile is ready to learn.`)
};

export const family_profile_deleted = /** @type {(inputs: Family_Profile_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile Deleted`)
};

export const family_approved = /** @type {(inputs: Family_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved`)
};

export const family_declined = /** @type {(inputs: Family_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

export const family_add_a_child = /** @type {(inputs: Family_Add_A_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a child`)
};

export const family_add_profile = /** @type {(inputs: Family_Add_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add profile`)
};

export const family_your_children = /** @type {(inputs: Family_Your_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your children`)
};

export const family_no_children = /** @type {(inputs: Family_No_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No child profiles yet. Add one below.`)
};

export const family_save = /** @type {(inputs: Family_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const family_this_week = /** @type {(inputs: Family_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week`)
};

export const family_streak_and_goal = /** @type {(inputs: Family_Streak_And_GoalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Streak and weekly goal`)
};

export const family_may_share = /** @type {(inputs: Family_May_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`May share stories and Ask & Pray messages (you approve each one first)`)
};

export const family_edit = /** @type {(inputs: Family_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const family_download_data = /** @type {(inputs: Family_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download data`)
};

export const family_delete = /** @type {(inputs: Family_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const family_delete_confirm = /** @type {(inputs: Family_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}'s profile and everything it saved (reading, badges, games, stories)? This cannot be undone.`)
};

export const family_yes_delete = /** @type {(inputs: Family_Yes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, delete`)
};

export const family_weekly_summary = /** @type {(inputs: Family_Weekly_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly summary e-mail`)
};

export const family_weekly_summary_label = /** @type {(inputs: Family_Weekly_Summary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me each child's week by e-mail once a week`)
};

export const family_data_title = /** @type {(inputs: Family_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your family's data`)
};

export const family_data_text = /** @type {(inputs: Family_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download everything we keep about your family as one file, or delete it. Read what we keep and why in our`)
};

export const family_privacy_notice = /** @type {(inputs: Family_Privacy_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy notice`)
};

export const family_download_family_data = /** @type {(inputs: Family_Download_Family_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download family data`)
};

export const family_delete_account = /** @type {(inputs: Family_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete the account and all its data`)
};

export const family_avatar_lamb = /** @type {(inputs: Family_Avatar_LambInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lamb`)
};

export const family_avatar_lion = /** @type {(inputs: Family_Avatar_LionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lion`)
};

export const family_avatar_dove = /** @type {(inputs: Family_Avatar_DoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dove`)
};

export const family_avatar_fish = /** @type {(inputs: Family_Avatar_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fish`)
};

export const family_avatar_whale = /** @type {(inputs: Family_Avatar_WhaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whale`)
};

export const family_avatar_camel = /** @type {(inputs: Family_Avatar_CamelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camel`)
};

export const family_avatar_donkey = /** @type {(inputs: Family_Avatar_DonkeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donkey`)
};

export const family_avatar_bear = /** @type {(inputs: Family_Avatar_BearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bear`)
};

export const family_avatar_bunny = /** @type {(inputs: Family_Avatar_BunnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bunny`)
};

export const family_avatar_owl = /** @type {(inputs: Family_Avatar_OwlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owl`)
};

export const family_avatar_star = /** @type {(inputs: Family_Avatar_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Star`)
};

export const family_avatar_sun = /** @type {(inputs: Family_Avatar_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sun`)
};

export const family_avatar_rainbow = /** @type {(inputs: Family_Avatar_RainbowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rainbow`)
};

export const family_avatar_ark = /** @type {(inputs: Family_Avatar_ArkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noah's Ark`)
};

export const family_avatar_tent = /** @type {(inputs: Family_Avatar_TentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tent`)
};

export const family_avatar_harp = /** @type {(inputs: Family_Avatar_HarpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harp`)
};

export const family_games_played_list = /** @type {(inputs: Family_Games_Played_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.played}×, best ${i?.best})`)
};

export const family_enter_password = /** @type {(inputs: Family_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your password.`)
};

export const family_pin_removed = /** @type {(inputs: Family_Pin_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN Removed`)
};

export const family_pin_saved = /** @type {(inputs: Family_Pin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN Saved`)
};

export const family_settings_saved = /** @type {(inputs: Family_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your family settings were saved.`)
};

export const family_parent_pin = /** @type {(inputs: Family_Parent_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent PIN`)
};

export const family_pin_set_text = /** @type {(inputs: Family_Pin_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A PIN is set: switching from a child back to you, and your account, plans, family and admin pages, ask for it.`)
};

export const family_pin_unset_text = /** @type {(inputs: Family_Pin_Unset_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Set a PIN of ${i?.min} to ${i?.max} digits so that children cannot switch to your profile or open your settings. A longer PIN is harder to guess.`)
};

export const family_new_pin = /** @type {(inputs: Family_New_PinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New PIN (${i?.min} to ${i?.max} digits)`)
};

export const family_account_password = /** @type {(inputs: Family_Account_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account password`)
};

export const family_save_pin = /** @type {(inputs: Family_Save_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save PIN`)
};

export const family_remove_pin = /** @type {(inputs: Family_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove PIN`)
};

export const family_kind_story = /** @type {(inputs: Family_Kind_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story`)
};

export const family_kind_question = /** @type {(inputs: Family_Kind_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Question`)
};

export const family_kind_prayer = /** @type {(inputs: Family_Kind_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prayer request`)
};

export const family_kind_message = /** @type {(inputs: Family_Kind_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community message`)
};

export const family_review_from = /** @type {(inputs: Family_Review_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} from ${i?.name}`)
};

export const family_nothing_waiting = /** @type {(inputs: Family_Nothing_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is waiting for your approval.`)
};

export const family_approve = /** @type {(inputs: Family_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

export const family_decline = /** @type {(inputs: Family_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

export const family_reading_map = /** @type {(inputs: Family_Reading_MapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s reading map`)
};

export const family_reading_map_failed = /** @type {(inputs: Family_Reading_Map_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s reading map could not be loaded.`)
};

export const family_reading_map_loading = /** @type {(inputs: Family_Reading_Map_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading ${i?.name}’s reading map…`)
};

export const family_try_again = /** @type {(inputs: Family_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const family_goal_saved = /** @type {(inputs: Family_Goal_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly goal saved`)
};

export const family_goal_saved_text = /** @type {(inputs: Family_Goal_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.days} a week.`)
};

export const family_streak = /** @type {(inputs: Family_StreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔥 Streak:`)
};

export const family_child_week = /** @type {(inputs: Family_Child_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s week`)
};

export const family_child_goal = /** @type {(inputs: Family_Child_GoalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s weekly goal`)
};

export const family_goal_for = /** @type {(inputs: Family_Goal_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weekly goal for ${i?.name}`)
};

export const family_days_a_week = /** @type {(inputs: Family_Days_A_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} a week`)
};

export const family_loading_short = /** @type {(inputs: Family_Loading_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

export const family_parent = /** @type {(inputs: Family_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent`)
};

export const family_continue = /** @type {(inputs: Family_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

export const family_language_label = /** @type {(inputs: Family_Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const family_language_unset = /** @type {(inputs: Family_Language_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not chosen (the same as yours)`)
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

export const games_common_great_job = /** @type {(inputs: Games_Common_Great_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Great job!`)
};

export const games_common_level = /** @type {(inputs: Games_Common_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level`)
};

export const games_common_score = /** @type {(inputs: Games_Common_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score`)
};

export const games_common_of = /** @type {(inputs: Games_Common_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} of ${i?.total}`)
};

export const games_common_play_again = /** @type {(inputs: Games_Common_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play Again`)
};

export const games_common_next = /** @type {(inputs: Games_Common_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

export const games_common_final_score = /** @type {(inputs: Games_Common_Final_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Final score: ${i?.score} points`)
};

export const games_quiz_question = /** @type {(inputs: Games_Quiz_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Question`)
};

export const games_quiz_right_answer = /** @type {(inputs: Games_Quiz_Right_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`right answer`)
};

export const games_quiz_your_answer = /** @type {(inputs: Games_Quiz_Your_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your answer`)
};

export const games_quiz_level_up = /** @type {(inputs: Games_Quiz_Level_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🎉 Level ${i?.passed} complete! Welcome to level ${i?.level}.`)
};

export const games_quiz_correct = /** @type {(inputs: Games_Quiz_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Correct! +${i?.points} points`)
};

export const games_quiz_all_levels = /** @type {(inputs: Games_Quiz_All_LevelsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🏆 You finished all ${i?.levels} levels!`)
};

export const games_quiz_stopped = /** @type {(inputs: Games_Quiz_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You got ${i?.correct} of ${i?.asked} right on level ${i?.level}. Answer ${i?.percent}% right to go up a level.`)
};

export const games_hangman_level_1 = /** @type {(inputs: Games_Hangman_Level_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Word Apprentice`)
};

export const games_hangman_level_2 = /** @type {(inputs: Games_Hangman_Level_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scripture Student`)
};

export const games_hangman_level_3 = /** @type {(inputs: Games_Hangman_Level_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Scholar`)
};

export const games_hangman_level_4 = /** @type {(inputs: Games_Hangman_Level_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse Virtuoso`)
};

export const games_hangman_level_5 = /** @type {(inputs: Games_Hangman_Level_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Holy Word Master`)
};

export const games_hangman_level_6 = /** @type {(inputs: Games_Hangman_Level_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divine Dictionary`)
};

export const games_hangman_level_7 = /** @type {(inputs: Games_Hangman_Level_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biblical Expert`)
};

export const games_hangman_lost = /** @type {(inputs: Games_Hangman_LostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The word was ${i?.word}. Try again!`)
};

export const games_hangman_level_mastered = /** @type {(inputs: Games_Hangman_Level_MasteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🏆 You mastered Bible Hangman! You got ${i?.score} words on level ${i?.level} and are now a true ${i?.name}!`)
};

export const games_hangman_level_advanced = /** @type {(inputs: Games_Hangman_Level_AdvancedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level} complete! You got ${i?.score} words. On to level ${i?.next}: ${i?.name}!`)
};

export const games_hangman_level_retry = /** @type {(inputs: Games_Hangman_Level_RetryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You got ${i?.score} words on level ${i?.level}. Win ${i?.needed} of the first 5 words to go up a level. Let's try level ${i?.level} again!`)
};

export const games_hangman_got_it = /** @type {(inputs: Games_Hangman_Got_ItInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You got it! The word was ${i?.word}.`)
};

export const games_hangman_letter_in = /** @type {(inputs: Games_Hangman_Letter_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yes! ${i?.letter} is in the word.`)
};

export const games_hangman_letter_out = /** @type {(inputs: Games_Hangman_Letter_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No ${i?.letter} in this word.`)
};

export const games_hangman_choosing = /** @type {(inputs: Games_Hangman_ChoosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choosing a word...`)
};

export const games_hangman_words_left = /** @type {(inputs: Games_Hangman_Words_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words left`)
};

export const games_hangman_level_value = /** @type {(inputs: Games_Hangman_Level_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.level}: ${i?.name}`)
};

export const games_hangman_hint = /** @type {(inputs: Games_Hangman_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hint:`)
};

export const games_hangman_word_spoken = /** @type {(inputs: Games_Hangman_Word_SpokenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The word has ${i?.count} letters: ${i?.letters}.`)
};

export const games_hangman_blank = /** @type {(inputs: Games_Hangman_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`blank`)
};

export const games_hangman_won_label = /** @type {(inputs: Games_Hangman_Won_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You won this word`)
};

export const games_hangman_well_done = /** @type {(inputs: Games_Hangman_Well_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🎉 Well done! +${i?.points} points`)
};

export const games_hangman_next_word = /** @type {(inputs: Games_Hangman_Next_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next Word`)
};

export const games_hangman_lost_label = /** @type {(inputs: Games_Hangman_Lost_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You lost this word`)
};

export const games_hangman_try_different = /** @type {(inputs: Games_Hangman_Try_DifferentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try Different Word`)
};

export const games_hangman_restart = /** @type {(inputs: Games_Hangman_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restart Game`)
};

export const games_hangman_mastered_label = /** @type {(inputs: Games_Hangman_Mastered_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You mastered Bible Hangman`)
};

export const games_hangman_celebrate_mastered = /** @type {(inputs: Games_Hangman_Celebrate_MasteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏆 Bible Hangman mastered!`)
};

export const games_hangman_celebrate_word = /** @type {(inputs: Games_Hangman_Celebrate_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You got it!`)
};

export const games_hangman_letters = /** @type {(inputs: Games_Hangman_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letters`)
};

export const games_hangman_letter = /** @type {(inputs: Games_Hangman_LetterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letter ${i?.letter}`)
};

export const games_hangman_letter_hit = /** @type {(inputs: Games_Hangman_Letter_HitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letter ${i?.letter}, already guessed, in the word`)
};

export const games_hangman_letter_miss = /** @type {(inputs: Games_Hangman_Letter_MissInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letter ${i?.letter}, already guessed, not in the word`)
};

export const games_hangman_wrong_guesses = /** @type {(inputs: Games_Hangman_Wrong_GuessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wrong guesses: ${i?.wrong} of ${i?.total}`)
};

export const games_scrambled_mixing = /** @type {(inputs: Games_Scrambled_MixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mixing up the words...`)
};

export const games_scrambled_verse_of = /** @type {(inputs: Games_Scrambled_Verse_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verse ${i?.n} of ${i?.total}:`)
};

export const games_scrambled_score = /** @type {(inputs: Games_Scrambled_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score: ${i?.score}`)
};

export const games_scrambled_your_verse = /** @type {(inputs: Games_Scrambled_Your_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your verse`)
};

export const games_scrambled_tap_words = /** @type {(inputs: Games_Scrambled_Tap_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap the words below in the right order.`)
};

export const games_scrambled_remove_word = /** @type {(inputs: Games_Scrambled_Remove_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove word ${i?.n}: ${i?.word}`)
};

export const games_scrambled_solved = /** @type {(inputs: Games_Scrambled_SolvedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ You unscrambled ${i?.reference}!`)
};

export const games_scrambled_almost = /** @type {(inputs: Games_Scrambled_AlmostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Almost! Some words are out of order. Tap a word in your verse to take it back.`)
};

export const games_scrambled_words_to_place = /** @type {(inputs: Games_Scrambled_Words_To_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words to place`)
};

export const games_scrambled_place_word = /** @type {(inputs: Games_Scrambled_Place_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Place word: ${i?.word}`)
};

export const games_scrambled_final_label = /** @type {(inputs: Games_Scrambled_Final_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final score`)
};

export const games_scrambled_final = /** @type {(inputs: Games_Scrambled_FinalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You unscrambled ${i?.score} of ${i?.total} verses!`)
};

export const games_scrambled_shuffle = /** @type {(inputs: Games_Scrambled_ShuffleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shuffle Words`)
};

export const games_scrambled_next_verse = /** @type {(inputs: Games_Scrambled_Next_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next Verse`)
};

export const games_scrambled_celebrate_done = /** @type {(inputs: Games_Scrambled_Celebrate_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All done! 🏆`)
};

export const games_scrambled_celebrate_verse = /** @type {(inputs: Games_Scrambled_Celebrate_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse unscrambled!`)
};

export const games_story_quiz_dealing = /** @type {(inputs: Games_Story_Quiz_DealingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the story book...`)
};

export const games_story_quiz_end_title = /** @type {(inputs: Games_Story_Quiz_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiz complete!`)
};

export const games_story_quiz_champion = /** @type {(inputs: Games_Story_Quiz_ChampionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiz champion! 🏆`)
};

export const games_story_quiz_level_complete = /** @type {(inputs: Games_Story_Quiz_Level_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level} complete!`)
};

export const games_story_quiz_story = /** @type {(inputs: Games_Story_Quiz_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The story`)
};

export const games_story_quiz_wrong = /** @type {(inputs: Games_Story_Quiz_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`❌ Not this time. The answer is: ${i?.answer}`)
};

export const games_story_quiz_fun_fact = /** @type {(inputs: Games_Story_Quiz_Fun_FactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fun fact:`)
};

export const games_bee_dealing = /** @type {(inputs: Games_Bee_DealingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buzzing up the questions...`)
};

export const games_bee_end_title = /** @type {(inputs: Games_Bee_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Bee complete!`)
};

export const games_bee_champion = /** @type {(inputs: Games_Bee_ChampionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Bee champion! 🐝`)
};

export const games_bee_level_complete = /** @type {(inputs: Games_Bee_Level_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level complete! 🐝`)
};

export const games_bee_for_points = /** @type {(inputs: Games_Bee_For_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For ${i?.points} points`)
};

export const games_bee_wrong = /** @type {(inputs: Games_Bee_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Try again! The correct answer was: ${i?.answer}`)
};

export const games_memory_practice = /** @type {(inputs: Games_Memory_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice`)
};

export const games_memory_memorize = /** @type {(inputs: Games_Memory_MemorizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memorize`)
};

export const games_memory_practice_help = /** @type {(inputs: Games_Memory_Practice_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The verse is shown. No points.`)
};

export const games_memory_memorize_help = /** @type {(inputs: Games_Memory_Memorize_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The verse is hidden. 1 point for each verse you get right.`)
};

export const games_memory_celebrate_done = /** @type {(inputs: Games_Memory_Celebrate_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All ${i?.count} verses done! 🏆`)
};

export const games_memory_celebrate_verse = /** @type {(inputs: Games_Memory_Celebrate_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You remembered it! 🧠`)
};

export const games_memory_getting_ready = /** @type {(inputs: Games_Memory_Getting_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting the verses ready...`)
};

export const games_memory_finished = /** @type {(inputs: Games_Memory_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🏆 You finished all ${i?.count} verses!`)
};

export const games_memory_summary = /** @type {(inputs: Games_Memory_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score: ${i?.score} of ${i?.total} · Attempts: ${i?.attempts}`)
};

export const games_memory_mastered = /** @type {(inputs: Games_Memory_MasteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verses mastered: ${i?.references}`)
};

export const games_memory_mode = /** @type {(inputs: Games_Memory_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode`)
};

export const games_memory_verse = /** @type {(inputs: Games_Memory_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse`)
};

export const games_memory_attempts = /** @type {(inputs: Games_Memory_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempts`)
};

export const games_memory_listen = /** @type {(inputs: Games_Memory_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen`)
};

export const games_memory_hidden = /** @type {(inputs: Games_Memory_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The verse is hidden. Type it from memory!`)
};

export const games_memory_type_verse = /** @type {(inputs: Games_Memory_Type_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the verse`)
};

export const games_memory_check = /** @type {(inputs: Games_Memory_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check`)
};

export const games_memory_correct = /** @type {(inputs: Games_Memory_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Correct!`)
};

export const games_memory_correct_point = /** @type {(inputs: Games_Memory_Correct_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Correct! +1 point`)
};

export const games_memory_finish = /** @type {(inputs: Games_Memory_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish`)
};

export const games_memory_next_verse = /** @type {(inputs: Games_Memory_Next_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next Verse`)
};

export const games_memory_wrong = /** @type {(inputs: Games_Memory_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not quite right!`)
};

export const games_memory_wrong_help = /** @type {(inputs: Games_Memory_Wrong_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check each word, then try again.`)
};

export const games_memory_try_again = /** @type {(inputs: Games_Memory_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try Again`)
};

export const games_memory_show_verse = /** @type {(inputs: Games_Memory_Show_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show Verse`)
};

export const games_word_search_hiding = /** @type {(inputs: Games_Word_Search_HidingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hiding the words...`)
};

export const games_word_search_found_status = /** @type {(inputs: Games_Word_Search_Found_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You found ${i?.word}! ${i?.found} of ${i?.total} found.`)
};

export const games_word_search_celebrate_done = /** @type {(inputs: Games_Word_Search_Celebrate_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All words found!`)
};

export const games_word_search_celebrate_word = /** @type {(inputs: Games_Word_Search_Celebrate_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Word found!`)
};

export const games_word_search_words_to_find = /** @type {(inputs: Games_Word_Search_Words_To_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words to find`)
};

export const games_word_search_how = /** @type {(inputs: Games_Word_Search_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap the letters one by one, in a straight line: across, down or diagonally, forwards or backwards.`)
};

export const games_word_search_found_mark = /** @type {(inputs: Games_Word_Search_Found_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(found)`)
};

export const games_word_search_selected = /** @type {(inputs: Games_Word_Search_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selected:`)
};

export const games_word_search_clear = /** @type {(inputs: Games_Word_Search_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear selection`)
};

export const games_word_search_found_all = /** @type {(inputs: Games_Word_Search_Found_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You found all ${i?.count} words.`)
};

export const games_word_search_keep_searching = /** @type {(inputs: Games_Word_Search_Keep_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep searching!`)
};

export const games_word_search_praise_1 = /** @type {(inputs: Games_Word_Search_Praise_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amazing! You found every hidden word!`)
};

export const games_word_search_praise_2 = /** @type {(inputs: Games_Word_Search_Praise_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wonderful work, word detective!`)
};

export const games_word_search_praise_3 = /** @type {(inputs: Games_Word_Search_Praise_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're a Bible word-search star!`)
};

export const games_word_search_praise_4 = /** @type {(inputs: Games_Word_Search_Praise_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fantastic! Your eyes are as sharp as an eagle’s!`)
};

export const games_word_search_praise_5 = /** @type {(inputs: Games_Word_Search_Praise_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Great job! Nothing stays hidden from you!`)
};

export const games_word_search_grid = /** @type {(inputs: Games_Word_Search_GridInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Word search, ${i?.size} rows of ${i?.size} letters`)
};

export const games_word_search_cell = /** @type {(inputs: Games_Word_Search_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Row ${i?.row}, column ${i?.col}: ${i?.letter}`)
};

export const games_word_search_cell_selected = /** @type {(inputs: Games_Word_Search_Cell_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`selected`)
};

export const games_word_search_cell_found = /** @type {(inputs: Games_Word_Search_Cell_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`part of a found word`)
};

export const games_matching_card_face_down = /** @type {(inputs: Games_Matching_Card_Face_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.n}, face down`)
};

export const games_matching_card_verse = /** @type {(inputs: Games_Matching_Card_VerseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`verse: ${i?.text}`)
};

export const games_matching_card_reference = /** @type {(inputs: Games_Matching_Card_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`reference: ${i?.text}`)
};

export const games_matching_card_matched = /** @type {(inputs: Games_Matching_Card_MatchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.n}, matched, ${i?.what}`)
};

export const games_matching_card = /** @type {(inputs: Games_Matching_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.n}, ${i?.what}`)
};

export const games_matching_won_status = /** @type {(inputs: Games_Matching_Won_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You matched all ${i?.pairs} pairs in ${i?.moves} moves!`)
};

export const games_matching_checking = /** @type {(inputs: Games_Matching_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your pair...`)
};

export const games_matching_flip_second = /** @type {(inputs: Games_Matching_Flip_SecondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Now flip a second card.`)
};

export const games_matching_flip_two = /** @type {(inputs: Games_Matching_Flip_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flip two cards to find a verse and its reference.`)
};

export const games_matching_moves = /** @type {(inputs: Games_Matching_MovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moves:`)
};

export const games_matching_pairs = /** @type {(inputs: Games_Matching_PairsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pairs: ${i?.matched} / ${i?.total}`)
};

export const games_matching_new_game = /** @type {(inputs: Games_Matching_New_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔄 New Game`)
};

export const games_matching_cards = /** @type {(inputs: Games_Matching_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cards`)
};

export const games_matching_verse_tag = /** @type {(inputs: Games_Matching_Verse_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📖 Verse`)
};

export const games_matching_reference_tag = /** @type {(inputs: Games_Matching_Reference_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📍 Reference`)
};

export const games_matching_matched = /** @type {(inputs: Games_Matching_MatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Matched`)
};

export const games_matching_well_done = /** @type {(inputs: Games_Matching_Well_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎉 Well done!`)
};

export const games_matching_play_again = /** @type {(inputs: Games_Matching_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play Again`)
};

export const games_matching_end = /** @type {(inputs: Games_Matching_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You matched all ${i?.pairs} pairs in ${i?.moves} moves. Score: ${i?.score}`)
};

export const games_matching_celebrate = /** @type {(inputs: Games_Matching_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You matched them all!`)
};

export const games_adventure_wisdom = /** @type {(inputs: Games_Adventure_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wisdom`)
};

export const games_adventure_courage = /** @type {(inputs: Games_Adventure_CourageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courage`)
};

export const games_adventure_faith = /** @type {(inputs: Games_Adventure_FaithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faith`)
};

export const games_adventure_level = /** @type {(inputs: Games_Adventure_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level} of ${i?.levels}`)
};

export const games_adventure_progress = /** @type {(inputs: Games_Adventure_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · Adventure ${i?.n} of ${i?.total}`)
};

export const games_adventure_score = /** @type {(inputs: Games_Adventure_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score:`)
};

export const games_adventure_stats_label = /** @type {(inputs: Games_Adventure_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your stats this level`)
};

export const games_adventure_stat_total = /** @type {(inputs: Games_Adventure_Stat_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stat total: ${i?.total}. Reach ${i?.needed} by the end of a level to move up.`)
};

export const games_adventure_what_will_you_do = /** @type {(inputs: Games_Adventure_What_Will_You_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What will you do?`)
};

export const games_adventure_you_chose = /** @type {(inputs: Games_Adventure_You_ChoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You chose: ${i?.choice}`)
};

export const games_adventure_points = /** @type {(inputs: Games_Adventure_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+${i?.points} points`)
};

export const games_adventure_level_complete = /** @type {(inputs: Games_Adventure_Level_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⭐ Level ${i?.level} complete!`)
};

export const games_adventure_grew = /** @type {(inputs: Games_Adventure_GrewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You grew in wisdom, courage and faith (total ${i?.total}). On to Level ${i?.next}!`)
};

export const games_adventure_start_level = /** @type {(inputs: Games_Adventure_Start_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Start Level ${i?.level}`)
};

export const games_adventure_repeat = /** @type {(inputs: Games_Adventure_RepeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level} complete! Build more wisdom, courage, and faith to advance!`)
};

export const games_adventure_total_was = /** @type {(inputs: Games_Adventure_Total_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your stat total was ${i?.total}. You need ${i?.needed}.`)
};

export const games_adventure_try_again = /** @type {(inputs: Games_Adventure_Try_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Try Level ${i?.level} again`)
};

export const games_adventure_finished = /** @type {(inputs: Games_Adventure_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏆 You finished the Bible Adventure!`)
};

export const games_adventure_final = /** @type {(inputs: Games_Adventure_FinalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Final score: ${i?.score}. Keep growing in wisdom, courage and faith every day!`)
};

export const games_adventure_play_again = /** @type {(inputs: Games_Adventure_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play Again`)
};

export const games_adventure_celebrate = /** @type {(inputs: Games_Adventure_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adventure complete!`)
};

export const games_puzzle_start = /** @type {(inputs: Games_Puzzle_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click a Bible hero, then the thing they are known for.`)
};

export const games_puzzle_picked_note = /** @type {(inputs: Games_Puzzle_Picked_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.character} is picked. Now click the thing ${i?.character} is known for.`)
};

export const games_puzzle_hero_first = /** @type {(inputs: Games_Puzzle_Hero_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First click a Bible hero, then the item.`)
};

export const games_puzzle_wrong = /** @type {(inputs: Games_Puzzle_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Try again!`)
};

export const games_puzzle_match = /** @type {(inputs: Games_Puzzle_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yes! ${i?.character} and the ${i?.item}. ${i?.fact} (${i?.reference})`)
};

export const games_puzzle_matched_count = /** @type {(inputs: Games_Puzzle_Matched_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Matched: ${i?.matched} / ${i?.total}`)
};

export const games_puzzle_misses = /** @type {(inputs: Games_Puzzle_MissesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tries that missed: ${i?.misses}`)
};

export const games_puzzle_new_game = /** @type {(inputs: Games_Puzzle_New_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔄 New Game`)
};

export const games_puzzle_heroes = /** @type {(inputs: Games_Puzzle_HeroesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Bible heroes`)
};

export const games_puzzle_hero_matched = /** @type {(inputs: Games_Puzzle_Hero_MatchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.character}, matched with ${i?.item}`)
};

export const games_puzzle_picked = /** @type {(inputs: Games_Puzzle_PickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`👉 Picked`)
};

export const games_puzzle_known_for = /** @type {(inputs: Games_Puzzle_Known_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. What they are known for`)
};

export const games_puzzle_item_matched = /** @type {(inputs: Games_Puzzle_Item_MatchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item}, matched with ${i?.character}`)
};

export const games_puzzle_won = /** @type {(inputs: Games_Puzzle_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎉 You matched every Bible hero!`)
};

export const games_puzzle_play_again = /** @type {(inputs: Games_Puzzle_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play Again`)
};

export const games_puzzle_score = /** @type {(inputs: Games_Puzzle_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score: ${i?.score}`)
};

export const games_puzzle_celebrate = /** @type {(inputs: Games_Puzzle_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puzzle complete!`)
};

export const games_bingo_free = /** @type {(inputs: Games_Bingo_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FREE`)
};

export const games_bingo_not_called = /** @type {(inputs: Games_Bingo_Not_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This item hasn't been called yet!`)
};

export const games_bingo_all_called = /** @type {(inputs: Games_Bingo_All_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All items have been called!`)
};

export const games_bingo_caller = /** @type {(inputs: Games_Bingo_CallerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📣 The caller`)
};

export const games_bingo_call_next = /** @type {(inputs: Games_Bingo_Call_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call Next Name`)
};

export const games_bingo_name_of = /** @type {(inputs: Games_Bingo_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Name ${i?.n} of ${i?.total}:`)
};

export const games_bingo_press_call = /** @type {(inputs: Games_Bingo_Press_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press Call Next Name to hear the first Bible name.`)
};

export const games_bingo_line_done = /** @type {(inputs: Games_Bingo_Line_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You completed a line after ${i?.called} names. Score: ${i?.score}`)
};

export const games_bingo_new_card = /** @type {(inputs: Games_Bingo_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Card`)
};

export const games_bingo_new_card_button = /** @type {(inputs: Games_Bingo_New_Card_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔄 New Card`)
};

export const games_bingo_card_caption = /** @type {(inputs: Games_Bingo_Card_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your bingo card. Mark a name once it has been called.`)
};

export const games_bingo_marked = /** @type {(inputs: Games_Bingo_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, marked`)
};

export const games_bingo_in_winning_line = /** @type {(inputs: Games_Bingo_In_Winning_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, in the winning line`)
};

export const games_bingo_called_so_far = /** @type {(inputs: Games_Bingo_Called_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Called so far`)
};

export const games_bingo_called_so_far_label = /** @type {(inputs: Games_Bingo_Called_So_Far_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Names called so far`)
};

export const games_connect_easy = /** @type {(inputs: Games_Connect_EasyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Easy`)
};

export const games_connect_medium = /** @type {(inputs: Games_Connect_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medium`)
};

export const games_connect_hard = /** @type {(inputs: Games_Connect_HardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hard`)
};

export const games_connect_player_star = /** @type {(inputs: Games_Connect_Player_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player 1 (star)`)
};

export const games_connect_player_heart = /** @type {(inputs: Games_Connect_Player_HeartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player 2 (heart)`)
};

export const games_connect_empty = /** @type {(inputs: Games_Connect_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`empty`)
};

export const games_connect_start = /** @type {(inputs: Games_Connect_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player 1 starts. Choose a column, then answer the question to drop your piece.`)
};

export const games_connect_level_start = /** @type {(inputs: Games_Connect_Level_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level}: Player 1 starts. Choose a column, then answer the question.`)
};

export const games_connect_wrong_toast = /** @type {(inputs: Games_Connect_Wrong_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Try again! The correct answer was: ${i?.answer}`)
};

export const games_connect_wrong_note = /** @type {(inputs: Games_Connect_Wrong_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not this time! The correct answer was: ${i?.answer}. Now it is ${i?.player}'s turn.`)
};

export const games_connect_four = /** @type {(inputs: Games_Connect_FourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Four in a line! ${i?.player} wins!`)
};

export const games_connect_draw_note = /** @type {(inputs: Games_Connect_Draw_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The board is full. It is a draw!`)
};

export const games_connect_correct = /** @type {(inputs: Games_Connect_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Correct! ${i?.player} dropped a piece in column ${i?.column} and goes again.`)
};

export const games_connect_level = /** @type {(inputs: Games_Connect_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level`)
};

export const games_connect_level_option = /** @type {(inputs: Games_Connect_Level_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level} (${i?.name})`)
};

export const games_connect_turn = /** @type {(inputs: Games_Connect_TurnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}'s turn`)
};

export const games_connect_reset = /** @type {(inputs: Games_Connect_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔄 Reset`)
};

export const games_connect_board_caption = /** @type {(inputs: Games_Connect_Board_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game board, 6 rows by 7 columns. Row 1 is the top.`)
};

export const games_connect_drop = /** @type {(inputs: Games_Connect_DropInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drop in column ${i?.column}`)
};

export const games_connect_drop_full = /** @type {(inputs: Games_Connect_Drop_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drop in column ${i?.column} (full)`)
};

export const games_connect_cell = /** @type {(inputs: Games_Connect_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Row ${i?.row}, column ${i?.column}: ${i?.what}`)
};

export const games_connect_winning_line = /** @type {(inputs: Games_Connect_Winning_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, winning line`)
};

export const games_connect_answer_to_drop = /** @type {(inputs: Games_Connect_Answer_To_DropInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}: answer right to drop your piece in column ${i?.column}.`)
};

export const games_connect_other_column = /** @type {(inputs: Games_Connect_Other_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another column`)
};

export const games_connect_wins = /** @type {(inputs: Games_Connect_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🎉 ${i?.player} wins!`)
};

export const games_connect_draw = /** @type {(inputs: Games_Connect_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🤝 It's a draw!`)
};

export const games_connect_play_again = /** @type {(inputs: Games_Connect_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play Again`)
};

export const games_connect_celebrate_winner = /** @type {(inputs: Games_Connect_Celebrate_WinnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player} wins!`)
};

export const games_connect_celebrate = /** @type {(inputs: Games_Connect_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You win!`)
};

export const games_hunt_garden_name = /** @type {(inputs: Games_Hunt_Garden_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garden Explorer`)
};

export const games_hunt_garden_how_to = /** @type {(inputs: Games_Hunt_Garden_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nine fruits are hiding under the 25 bushes. Tap a bush to look under it. Take your time: there is no clock!`)
};

export const games_hunt_memory_name = /** @type {(inputs: Games_Hunt_Memory_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memory Garden`)
};

export const games_hunt_memory_how_to = /** @type {(inputs: Games_Hunt_Memory_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Look closely! You will see all 20 spots for 3 seconds. Then they hide. Tap the spots where the fruits were. A weed costs 15 seconds.`)
};

export const games_hunt_matcher_name = /** @type {(inputs: Games_Hunt_Matcher_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fruit Matcher`)
};

export const games_hunt_matcher_how_to = /** @type {(inputs: Games_Hunt_Matcher_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read what the fruit is like, then tap the fruit that matches it. A wrong answer costs 15 seconds.`)
};

export const games_hunt_sequence_name = /** @type {(inputs: Games_Hunt_Sequence_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sequence Builder`)
};

export const games_hunt_sequence_how_to = /** @type {(inputs: Games_Hunt_Sequence_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick the fruits in the order of Galatians 5:22-23. Each clue tells you which fruit comes next. A wrong one costs 15 seconds.`)
};

export const games_hunt_verse_name = /** @type {(inputs: Games_Hunt_Verse_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse Puzzle Hunt`)
};

export const games_hunt_verse_how_to = /** @type {(inputs: Games_Hunt_Verse_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A word is missing from each verse. Tap the fruit that fits the gap. A wrong tile costs 15 seconds.`)
};

export const games_hunt_path_name = /** @type {(inputs: Games_Hunt_Path_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timed Path Maker`)
};

export const games_hunt_path_how_to = /** @type {(inputs: Games_Hunt_Path_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walk through the garden one square at a time (tap a square next to you, or use the arrow keys) and collect the fruits. Thorn bushes block the way and cost 15 seconds.`)
};

export const games_hunt_tree_name = /** @type {(inputs: Games_Hunt_Tree_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fruit Tree Builder`)
};

export const games_hunt_tree_how_to = /** @type {(inputs: Games_Hunt_Tree_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take a fruit from the basket, then tap the branch whose sign describes it. Things that are not fruits of the Spirit go on the compost and cost 15 seconds.`)
};

export const games_hunt_not_fruit = /** @type {(inputs: Games_Hunt_Not_FruitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That's not a Fruit of the Spirit! Try again!`)
};

export const games_hunt_wrong_order = /** @type {(inputs: Games_Hunt_Wrong_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wrong order! Follow the clues carefully!`)
};

export const games_hunt_time_up = /** @type {(inputs: Games_Hunt_Time_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time's up! Level complete!`)
};

export const games_hunt_wrong_answer = /** @type {(inputs: Games_Hunt_Wrong_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Try again!`)
};

export const games_hunt_keep_searching = /** @type {(inputs: Games_Hunt_Keep_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep searching!`)
};

export const games_hunt_too_far = /** @type {(inputs: Games_Hunt_Too_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One step at a time! Tap a square right next to you.`)
};

export const games_hunt_no_selection = /** @type {(inputs: Games_Hunt_No_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First take a fruit from the basket.`)
};

export const games_hunt_level_complete = /** @type {(inputs: Games_Hunt_Level_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level} complete!`)
};

export const games_hunt_found_them_all = /** @type {(inputs: Games_Hunt_Found_Them_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You found them all!`)
};

export const games_hunt_retry_note = /** @type {(inputs: Games_Hunt_Retry_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You found ${i?.found} fruits. You need ${i?.needed} to move on. Let's try again!`)
};

export const games_hunt_passed_note = /** @type {(inputs: Games_Hunt_Passed_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level} complete! You found ${i?.found} fruits.`)
};

export const games_hunt_found_fruit = /** @type {(inputs: Games_Hunt_Found_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You found ${i?.fruit}! +${i?.points} points`)
};

export const games_hunt_level_title = /** @type {(inputs: Games_Hunt_Level_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level}: ${i?.name}`)
};

export const games_hunt_score = /** @type {(inputs: Games_Hunt_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score:`)
};

export const games_hunt_fruits_found = /** @type {(inputs: Games_Hunt_Fruits_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fruits found:`)
};

export const games_hunt_no_clock = /** @type {(inputs: Games_Hunt_No_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⏱️ No clock on this level`)
};

export const games_hunt_time_left = /** @type {(inputs: Games_Hunt_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⏱️ Time left:`)
};

export const games_hunt_points_a_fruit = /** @type {(inputs: Games_Hunt_Points_A_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.points} points a fruit`)
};

export const games_hunt_look_closely = /** @type {(inputs: Games_Hunt_Look_CloselyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`👀 Look closely! Remember where the fruits are...`)
};

export const games_hunt_start_level = /** @type {(inputs: Games_Hunt_Start_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`▶ Start Level ${i?.level}`)
};

export const games_hunt_level_done = /** @type {(inputs: Games_Hunt_Level_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⭐ Level ${i?.level} complete!`)
};

export const games_hunt_next_level = /** @type {(inputs: Games_Hunt_Next_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next: Level ${i?.level}, ${i?.name}`)
};

export const games_hunt_found_of = /** @type {(inputs: Games_Hunt_Found_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You found ${i?.found} of ${i?.total} fruits.`)
};

export const games_hunt_starting_again = /** @type {(inputs: Games_Hunt_Starting_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔁 Starting the level again...`)
};

export const games_hunt_basket = /** @type {(inputs: Games_Hunt_BasketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🧺 Fruits you found`)
};

export const games_hunt_finished = /** @type {(inputs: Games_Hunt_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏆 You finished all 7 levels!`)
};

export const games_hunt_expert = /** @type {(inputs: Games_Hunt_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are a Fruit of the Spirit expert. Final score:`)
};

export const games_hunt_grow_them = /** @type {(inputs: Games_Hunt_Grow_ThemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fruits}: let God grow them in your life every day!`)
};

export const games_hunt_play_again = /** @type {(inputs: Games_Hunt_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play Again`)
};

export const games_hunt_just_leaves = /** @type {(inputs: Games_Hunt_Just_LeavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`just leaves`)
};

export const games_hunt_spot_fruit = /** @type {(inputs: Games_Hunt_Spot_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} fruit`)
};

export const games_hunt_spot_decoy = /** @type {(inputs: Games_Hunt_Spot_DecoyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, not a fruit of the Spirit`)
};

export const games_hunt_bush = /** @type {(inputs: Games_Hunt_BushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bush ${i?.n}: ${i?.what}`)
};

export const games_hunt_spot = /** @type {(inputs: Games_Hunt_SpotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spot ${i?.n}: ${i?.what}`)
};

export const games_hunt_not_searched = /** @type {(inputs: Games_Hunt_Not_SearchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not searched yet`)
};

export const games_hunt_garden_bushes = /** @type {(inputs: Games_Hunt_Garden_BushesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garden bushes`)
};

export const games_hunt_memory_spots = /** @type {(inputs: Games_Hunt_Memory_SpotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memory garden spots`)
};

export const games_hunt_leaves = /** @type {(inputs: Games_Hunt_LeavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaves`)
};

export const games_hunt_path_label = /** @type {(inputs: Games_Hunt_Path_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garden path. Use the arrow keys or tap a square next to you.`)
};

export const games_hunt_thorn_bush = /** @type {(inputs: Games_Hunt_Thorn_BushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`thorn bush: ${i?.name}`)
};

export const games_hunt_your_path = /** @type {(inputs: Games_Hunt_Your_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your path`)
};

export const games_hunt_grass = /** @type {(inputs: Games_Hunt_GrassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`grass`)
};

export const games_hunt_square = /** @type {(inputs: Games_Hunt_SquareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Row ${i?.row}, column ${i?.column}: ${i?.what}`)
};

export const games_hunt_you_are_here = /** @type {(inputs: Games_Hunt_You_Are_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you are here`)
};

export const games_hunt_already_found = /** @type {(inputs: Games_Hunt_Already_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, already found`)
};

export const games_hunt_which_fruit = /** @type {(inputs: Games_Hunt_Which_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fruit ${i?.n} of ${i?.total}: which fruit is this?`)
};

export const games_hunt_answers = /** @type {(inputs: Games_Hunt_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers`)
};

export const games_hunt_your_sequence = /** @type {(inputs: Games_Hunt_Your_SequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sequence`)
};

export const games_hunt_not_yet = /** @type {(inputs: Games_Hunt_Not_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}: not yet`)
};

export const games_hunt_clue = /** @type {(inputs: Games_Hunt_ClueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clue ${i?.n}: ${i?.clue}`)
};

export const games_hunt_fruits = /** @type {(inputs: Games_Hunt_FruitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fruits`)
};

export const games_hunt_which_fills = /** @type {(inputs: Games_Hunt_Which_FillsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verse ${i?.n} of ${i?.total}: which fruit fills the gap?`)
};

export const games_hunt_word_tiles = /** @type {(inputs: Games_Hunt_Word_TilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Word tiles`)
};

export const games_hunt_tree_title_picked = /** @type {(inputs: Games_Hunt_Tree_Title_PickedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🌳 The tree: tap a branch to hang the ${i?.fruit}`)
};

export const games_hunt_tree_title = /** @type {(inputs: Games_Hunt_Tree_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌳 The tree: tap a branch to hang your fruit`)
};

export const games_hunt_branch_with = /** @type {(inputs: Games_Hunt_Branch_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Branch with ${i?.fruit}: ${i?.description}`)
};

export const games_hunt_empty_branch = /** @type {(inputs: Games_Hunt_Empty_BranchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empty branch: ${i?.description}`)
};

export const games_hunt_the_basket = /** @type {(inputs: Games_Hunt_The_BasketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🧺 The basket`)
};

export const games_hunt_compost = /** @type {(inputs: Games_Hunt_CompostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compost (not fruits of the Spirit):`)
};

export const games_layout_page_title = /** @type {(inputs: Games_Layout_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} – Bible Game`)
};

export const games_layout_home = /** @type {(inputs: Games_Layout_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏠 Home`)
};

export const games_layout_back = /** @type {(inputs: Games_Layout_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Back to Games`)
};

export const games_layout_loading = /** @type {(inputs: Games_Layout_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting your game ready...`)
};

export const games_layout_locked = /** @type {(inputs: Games_Layout_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This game is locked`)
};

export const games_layout_see_plans = /** @type {(inputs: Games_Layout_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the plans`)
};

export const games_layout_back_plain = /** @type {(inputs: Games_Layout_Back_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Games`)
};

export const games_gate_premium_title = /** @type {(inputs: Games_Gate_Premium_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Only`)
};

export const games_gate_premium_reason = /** @type {(inputs: Games_Gate_Premium_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is part of the Premium plan. Upgrade to play all 12 Bible games!`)
};

export const games_gate_upgrade_title = /** @type {(inputs: Games_Gate_Upgrade_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade for More Games`)
};

export const games_gate_upgrade_reason = /** @type {(inputs: Games_Gate_Upgrade_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your plan includes access to ${i?.count} Bible games. Upgrade to unlock ${i?.title} and the rest!`)
};

export const games_difficulty_easy = /** @type {(inputs: Games_Difficulty_EasyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Easy`)
};

export const games_difficulty_medium = /** @type {(inputs: Games_Difficulty_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medium`)
};

export const games_difficulty_hard = /** @type {(inputs: Games_Difficulty_HardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hard`)
};

export const games_index_title = /** @type {(inputs: Games_Index_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Games`)
};

export const games_index_description = /** @type {(inputs: Games_Index_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twelve Bible games for kids: hangman, word search, scrambled verses, story quizzes, a Bible bee and more. Learn God's Word while you play!`)
};

export const games_index_lead = /** @type {(inputs: Games_Index_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn God's Word while you play! Pick a game to start.`)
};

export const games_index_printables = /** @type {(inputs: Games_Index_PrintablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printable activities: word search, bingo and tracing sheets`)
};

export const games_index_upgrade_label = /** @type {(inputs: Games_Index_Upgrade_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade`)
};

export const games_index_banner_strong = /** @type {(inputs: Games_Index_Banner_StrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock all 12 Bible games!`)
};

export const games_index_banner_text = /** @type {(inputs: Games_Index_Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade to Premium to play every game and keep learning.`)
};

export const games_index_upgrade_now = /** @type {(inputs: Games_Index_Upgrade_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade now`)
};

export const games_index_games_label = /** @type {(inputs: Games_Index_Games_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games`)
};

export const games_index_access_note = /** @type {(inputs: Games_Index_Access_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your plan includes access to ${i?.count} Bible games`)
};

export const games_lock_premium_only = /** @type {(inputs: Games_Lock_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Only`)
};

export const games_lock_more_games = /** @type {(inputs: Games_Lock_More_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade for More Games`)
};

export const games_lock_access = /** @type {(inputs: Games_Lock_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade for Access`)
};

export const games_card_difficulty = /** @type {(inputs: Games_Card_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Difficulty:`)
};

export const games_card_time = /** @type {(inputs: Games_Card_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time:`)
};

export const games_card_play_now = /** @type {(inputs: Games_Card_Play_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PLAY NOW`)
};

export const games_card_sign_in_to_play = /** @type {(inputs: Games_Card_Sign_In_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to play`)
};

export const games_card_upgrade_to_play = /** @type {(inputs: Games_Card_Upgrade_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade to play`)
};

export const games_printables_title = /** @type {(inputs: Games_Printables_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printable Activities`)
};

export const games_printables_description = /** @type {(inputs: Games_Printables_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print Bible activities for kids: a word search, a Bible bingo card and memory-verse tracing sheets.`)
};

export const games_printables_lead = /** @type {(inputs: Games_Printables_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print a page, grab a pencil, and learn God's Word away from the screen!`)
};

export const games_printables_word_search = /** @type {(inputs: Games_Printables_Word_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Word Search`)
};

export const games_printables_word_search_text = /** @type {(inputs: Games_Printables_Word_Search_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new puzzle of Bible words every time you open it.`)
};

export const games_printables_bingo = /** @type {(inputs: Games_Printables_BingoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Bingo Card`)
};

export const games_printables_bingo_text = /** @type {(inputs: Games_Printables_Bingo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A fresh card of Bible names for a game with family and friends.`)
};

export const games_printables_tracing = /** @type {(inputs: Games_Printables_TracingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memory Verse Tracing Sheets`)
};

export const games_printables_tracing_text = /** @type {(inputs: Games_Printables_Tracing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trace a verse with your pencil, then write it yourself.`)
};

export const games_printables_print = /** @type {(inputs: Games_Printables_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print`)
};

export const games_printables_all = /** @type {(inputs: Games_Printables_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All printables`)
};

export const games_printables_name_line = /** @type {(inputs: Games_Printables_Name_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name: ______________________________`)
};

export const games_printables_bingo_page_title = /** @type {(inputs: Games_Printables_Bingo_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printable Bible Bingo Card`)
};

export const games_printables_bingo_description = /** @type {(inputs: Games_Printables_Bingo_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A printable Bible bingo card of Bible names: a fresh card on every visit.`)
};

export const games_printables_bingo_heading = /** @type {(inputs: Games_Printables_Bingo_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎯 Bible Bingo`)
};

export const games_printables_bingo_how = /** @type {(inputs: Games_Printables_Bingo_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When a name is called, colour its square. Five in a row, across, down or diagonally: BINGO!`)
};

export const games_printables_free = /** @type {(inputs: Games_Printables_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⭐ FREE`)
};

export const games_printables_word_search_page_title = /** @type {(inputs: Games_Printables_Word_Search_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printable Word Search`)
};

export const games_printables_word_search_description = /** @type {(inputs: Games_Printables_Word_Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A printable Bible word search: a new puzzle on every visit.`)
};

export const games_printables_word_search_heading = /** @type {(inputs: Games_Printables_Word_Search_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔍 Bible Word Search`)
};

export const games_printables_word_search_how = /** @type {(inputs: Games_Printables_Word_Search_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find the hidden words! They go across, down, or diagonally. Circle each one you find.`)
};

export const games_printables_letters = /** @type {(inputs: Games_Printables_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Word search letters`)
};

export const games_printables_words_to_find = /** @type {(inputs: Games_Printables_Words_To_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words to find`)
};

export const games_printables_tracing_page_title = /** @type {(inputs: Games_Printables_Tracing_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tracing Sheet: ${i?.reference}`)
};

export const games_printables_tracing_description = /** @type {(inputs: Games_Printables_Tracing_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A printable tracing sheet of ${i?.reference}.`)
};

export const games_printables_trace_heading = /** @type {(inputs: Games_Printables_Trace_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✏️ Trace the Verse`)
};

export const games_printables_trace_how = /** @type {(inputs: Games_Printables_Trace_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trace the dotted letters with your pencil.`)
};

export const games_printables_trace_how_practice = /** @type {(inputs: Games_Printables_Trace_How_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trace the dotted letters with your pencil, then write each line yourself below it.`)
};

export const games_bingo_shout = /** @type {(inputs: Games_Bingo_ShoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BINGO!`)
};

export const home_ask_grown_up = /** @type {(inputs: Home_Ask_Grown_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask a grown-up`)
};

export const home_not_open_yet = /** @type {(inputs: Home_Not_Open_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This one is not open yet.`)
};

export const home_plans_for_grown_ups = /** @type {(inputs: Home_Plans_For_Grown_UpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans are for grown-ups`)
};

export const home_back_to_my_home = /** @type {(inputs: Home_Back_To_My_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to my home`)
};

export const home_hi = /** @type {(inputs: Home_HiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.name}!`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My home`)
};

export const home_today = /** @type {(inputs: Home_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
};

export const home_thing_listen_story = /** @type {(inputs: Home_Thing_Listen_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to a Bible story`)
};

export const home_thing_listen_story_detail = /** @type {(inputs: Home_Thing_Listen_Story_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap Listen and the story is read to you.`)
};

export const home_thing_read_story = /** @type {(inputs: Home_Thing_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read a Bible story`)
};

export const home_thing_read_story_detail = /** @type {(inputs: Home_Thing_Read_Story_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A short story from the Bible, with a picture.`)
};

export const home_thing_devotional = /** @type {(inputs: Home_Thing_DevotionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today's devotional`)
};

export const home_thing_devotional_detail = /** @type {(inputs: Home_Thing_Devotional_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A verse, a short reading and a prayer.`)
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

export const home_thing_verses = /** @type {(inputs: Home_Thing_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practise your memory verses`)
};

export const home_thing_verses_detail = /** @type {(inputs: Home_Thing_Verses_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn a verse by heart, step by step.`)
};

export const home_thing_game = /** @type {(inputs: Home_Thing_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play ${i?.game}`)
};

export const home_thing_game_detail = /** @type {(inputs: Home_Thing_Game_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Bible game for today.`)
};

export const home_start_here = /** @type {(inputs: Home_Start_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start here`)
};

export const home_streak_title = /** @type {(inputs: Home_Streak_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My streak`)
};

export const home_badges_title = /** @type {(inputs: Home_Badges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My badges`)
};

export const home_no_badges = /** @type {(inputs: Home_No_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No badges yet. Each thing you finish can earn one!`)
};

export const home_loading = /** @type {(inputs: Home_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting your day ready...`)
};

export const home_switch = /** @type {(inputs: Home_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not you? Choose who is learning`)
};

export const home_thing_verses_due = /** @type {(inputs: Home_Thing_Verses_DueInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} verse to practise today`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} verses to practise today`);
	return /** @type {LocalizedString} */ ("home_thing_verses_due");
};

export const home_streak_days = /** @type {(inputs: Home_Streak_DaysInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} day in a row`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} days in a row`);
	return /** @type {LocalizedString} */ ("home_streak_days");
};

export const home_tagline = /** @type {(inputs: Home_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bite-size Pieces of the Word of God to Transform Lives`)
};

export const home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tagline}. Daily devotionals, a Bible explorer, truth challenges and Bible games for children and families.`)
};

export const home_rss_title = /** @type {(inputs: Home_Rss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily Devotionals`)
};

export const home_hello_friend = /** @type {(inputs: Home_Hello_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello, friend! Come and explore God’s Word.`)
};

export const home_verses_today_link = /** @type {(inputs: Home_Verses_Today_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verses to practise today`)
};

export const home_explore_journey = /** @type {(inputs: Home_Explore_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore Your Journey of Faith`)
};

export const home_sections_label = /** @type {(inputs: Home_Sections_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home sections`)
};

export const home_section_about = /** @type {(inputs: Home_Section_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About Us`)
};

export const home_section_devotionals = /** @type {(inputs: Home_Section_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotionals`)
};

export const home_section_bible_explorer = /** @type {(inputs: Home_Section_Bible_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Explorer`)
};

export const home_section_truth_challenges = /** @type {(inputs: Home_Section_Truth_ChallengesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truth Challenges`)
};

export const home_section_bible_games = /** @type {(inputs: Home_Section_Bible_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Games`)
};

export const home_about_lead = /** @type {(inputs: Home_About_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bite-size pieces of God’s Word for children and families.`)
};

export const home_read_our_story = /** @type {(inputs: Home_Read_Our_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read our story`)
};

export const home_devotionals_title = /** @type {(inputs: Home_Devotionals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily Devotionals`)
};

export const home_devotionals_lead = /** @type {(inputs: Home_Devotionals_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A nugget of truth for every day: a key verse, a short reading, a reflection and a prayer.`)
};

export const home_all_devotionals = /** @type {(inputs: Home_All_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All devotionals`)
};

export const home_bible_explorer_lead = /** @type {(inputs: Home_Bible_Explorer_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read any chapter of the Bible in the King James or American Standard Version, and keep track of what you have read.`)
};

export const home_open_bible_explorer = /** @type {(inputs: Home_Open_Bible_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the Bible Explorer`)
};

export const home_browse_books = /** @type {(inputs: Home_Browse_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse all 66 books`)
};

export const home_truth_challenges_lead = /** @type {(inputs: Home_Truth_Challenges_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it real, go on a Truth Quest, master memory verses and collect achievements.`)
};

export const home_bible_games_lead = /** @type {(inputs: Home_Bible_Games_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twelve games that turn Bible words, stories and verses into fun: word searches, quizzes, puzzles and more.`)
};

export const home_play_bible_games = /** @type {(inputs: Home_Play_Bible_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play Bible games`)
};

export const home_tile_devotionals_text = /** @type {(inputs: Home_Tile_Devotionals_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A nugget of truth for today`)
};

export const home_tile_games_text = /** @type {(inputs: Home_Tile_Games_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play and learn God’s Word`)
};

export const home_tile_ask_pray = /** @type {(inputs: Home_Tile_Ask_PrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask & Pray`)
};

export const home_tile_ask_pray_text = /** @type {(inputs: Home_Tile_Ask_Pray_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions, prayers and community`)
};

export const home_games_short = /** @type {(inputs: Home_Games_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games`)
};

export const home_video_library = /** @type {(inputs: Home_Video_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video library`)
};

export const home_videos_label = /** @type {(inputs: Home_Videos_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos`)
};

export const home_media_link = /** @type {(inputs: Home_Media_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch and listen in the Media Center`)
};

export const home_lamb_alt = /** @type {(inputs: Home_Lamb_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Bite Size Bible lamb reading its Bible`)
};

export const mail_copy_hint = /** @type {(inputs: Mail_Copy_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the button does not work, copy this address into your browser:`)
};

export const mail_footer = /** @type {(inputs: Mail_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are receiving this e-mail because someone used this address on ${i?.siteName}. If it was not you, you can ignore it.`)
};

export const mail_confirm_hello = /** @type {(inputs: Mail_Confirm_HelloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello!`)
};

export const mail_confirm_welcome = /** @type {(inputs: Mail_Confirm_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to ${i?.siteName}! Please confirm your e-mail address to activate your account. The link works once and for 24 hours.`)
};

export const mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to ${i?.siteName}! Please confirm your e-mail`)
};

export const mail_confirm_heading = /** @type {(inputs: Mail_Confirm_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your e-mail address`)
};

export const mail_confirm_button = /** @type {(inputs: Mail_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my e-mail`)
};

export const mail_activate_asked = /** @type {(inputs: Mail_Activate_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone asked for a new link to activate your ${i?.siteName} account.`)
};

export const mail_activate_hint = /** @type {(inputs: Mail_Activate_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your password with the link below to activate the account. The link works once and for 24 hours. If you did not ask for this, you can ignore this e-mail.`)
};

export const mail_activate_subject = /** @type {(inputs: Mail_Activate_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activate your ${i?.siteName} account`)
};

export const mail_activate_heading = /** @type {(inputs: Mail_Activate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activate your account`)
};

export const mail_activate_button = /** @type {(inputs: Mail_Activate_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose my password`)
};

export const mail_exists_tried = /** @type {(inputs: Mail_Exists_TriedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone tried to create a new ${i?.siteName} account with this e-mail address, but you already have one.`)
};

export const mail_exists_hint = /** @type {(inputs: Mail_Exists_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can sign in as usual. If you forgot your password, you can choose a new one from the sign-in page.`)
};

export const mail_exists_sign_in_link = /** @type {(inputs: Mail_Exists_Sign_In_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in: ${i?.link}`)
};

export const mail_exists_reset_link = /** @type {(inputs: Mail_Exists_Reset_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Forgot your password? ${i?.link}`)
};

export const mail_exists_subject = /** @type {(inputs: Mail_Exists_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You already have a ${i?.siteName} account`)
};

export const mail_exists_heading = /** @type {(inputs: Mail_Exists_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have an account`)
};

export const mail_exists_button = /** @type {(inputs: Mail_Exists_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const mail_reset_asked = /** @type {(inputs: Mail_Reset_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We received a request to reset the password of your ${i?.siteName} account.`)
};

export const mail_reset_hint = /** @type {(inputs: Mail_Reset_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password with the link below. It works once and for one hour. If you did not ask for this, you can ignore this e-mail: your password stays the same.`)
};

export const mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reset your ${i?.siteName} password`)
};

export const mail_reset_heading = /** @type {(inputs: Mail_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
};

export const mail_reset_button = /** @type {(inputs: Mail_Reset_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

export const mail_changed_done = /** @type {(inputs: Mail_Changed_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The password of your ${i?.siteName} account was just changed, and every other signed-in device was signed out.`)
};

export const mail_changed_hint = /** @type {(inputs: Mail_Changed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not do this, reset your password right away from the sign-in page.`)
};

export const mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.siteName} password was changed`)
};

export const mail_changed_heading = /** @type {(inputs: Mail_Changed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password was changed`)
};

export const mail_deleted_done = /** @type {(inputs: Mail_Deleted_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.siteName} account and its personal data have been deleted. Thank you for learning with us!`)
};

export const mail_deleted_subject = /** @type {(inputs: Mail_Deleted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.siteName} account was deleted`)
};

export const mail_deleted_heading = /** @type {(inputs: Mail_Deleted_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deleted`)
};

export const mail_summary_intro = /** @type {(inputs: Mail_Summary_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Here is what your children learned on ${i?.siteName} this week.`)
};

export const mail_summary_child = /** @type {(inputs: Mail_Summary_ChildInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.chapters} ${i?.badges} ${i?.games} ${i?.verses} ${i?.devotionals}`)
};

export const mail_summary_chapters = /** @type {(inputs: Mail_Summary_ChaptersInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} chapter read${i?.books},`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} chapters read${i?.books},`);
	return /** @type {LocalizedString} */ ("mail_summary_chapters");
};

export const mail_summary_badges = /** @type {(inputs: Mail_Summary_BadgesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} badge,`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} badges,`);
	return /** @type {LocalizedString} */ ("mail_summary_badges");
};

export const mail_summary_games = /** @type {(inputs: Mail_Summary_GamesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} game played,`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} games played,`);
	return /** @type {LocalizedString} */ ("mail_summary_games");
};

export const mail_summary_verses = /** @type {(inputs: Mail_Summary_VersesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} verse learned,`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} verses learned,`);
	return /** @type {LocalizedString} */ ("mail_summary_verses");
};

export const mail_summary_devotionals = /** @type {(inputs: Mail_Summary_DevotionalsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} devotional opened.`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} devotionals opened.`);
	return /** @type {LocalizedString} */ ("mail_summary_devotionals");
};

export const mail_summary_family_link = /** @type {(inputs: Mail_Summary_Family_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can see more on your Family page: ${i?.link}`)
};

export const mail_summary_unsubscribe = /** @type {(inputs: Mail_Summary_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To stop these e-mails, open this link (no sign-in needed): ${i?.link}`)
};

export const mail_summary_subject = /** @type {(inputs: Mail_Summary_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your family's week on ${i?.siteName}`)
};

export const mail_summary_heading = /** @type {(inputs: Mail_Summary_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your family's week`)
};

export const mail_family_button = /** @type {(inputs: Mail_Family_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the Family page`)
};

export const mail_retention_inactive = /** @type {(inputs: Mail_Retention_InactiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nobody has learned with ${i?.childName}'s profile on ${i?.siteName} for a long time. We delete a child's profile and everything it saved after ${i?.months} months without learning.`)
};

export const mail_retention_soon = /** @type {(inputs: Mail_Retention_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.childName}'s profile will be deleted in about a month. To keep it, switch to it and read a chapter or play a game. To keep a copy of its data, download it on your Family page.`)
};

export const mail_retention_subject = /** @type {(inputs: Mail_Retention_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.childName}'s profile on ${i?.siteName} will be deleted in a month`)
};

export const mail_retention_heading = /** @type {(inputs: Mail_Retention_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A profile will be deleted soon`)
};

export const mail_pin_locked = /** @type {(inputs: Mail_Pin_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone entered wrong PINs again and again to switch back to your profile on ${i?.siteName}. Switching back is now locked for ${i?.lockLength}, and each new lock lasts longer.`)
};

export const mail_pin_hint = /** @type {(inputs: Mail_Pin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was a child trying, there is nothing to do. If you forgot the PIN, change it on your Family page with your account password. A longer PIN (up to 8 digits) is much harder to guess.`)
};

export const mail_pin_subject = /** @type {(inputs: Mail_Pin_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wrong PINs on ${i?.siteName}: switching back is locked`)
};

export const mail_pin_heading = /** @type {(inputs: Mail_Pin_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your PIN was locked`)
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

export const reader_sign_in_prompt = /** @type {(inputs: Reader_Sign_In_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to track your reading progress and complete Bible challenges!`)
};

export const reader_sign_in = /** @type {(inputs: Reader_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

export const reader_mark_as_read = /** @type {(inputs: Reader_Mark_As_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as Read`)
};

export const reader_marked_as_read = /** @type {(inputs: Reader_Marked_As_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked as Read`)
};

export const reader_read_badge = /** @type {(inputs: Reader_Read_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Read`)
};

export const reader_save_failed = /** @type {(inputs: Reader_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to save reading progress`)
};

export const reader_niv_coming = /** @type {(inputs: Reader_Niv_ComingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NIV (Coming Soon)`)
};

export const reader_pager_label = /** @type {(inputs: Reader_Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous and next chapter`)
};

export const reader_listen = /** @type {(inputs: Reader_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen`)
};

export const reader_listen_group = /** @type {(inputs: Reader_Listen_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read aloud`)
};

export const reader_listen_pause = /** @type {(inputs: Reader_Listen_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause`)
};

export const reader_listen_resume = /** @type {(inputs: Reader_Listen_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume`)
};

export const reader_listen_stop = /** @type {(inputs: Reader_Listen_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop`)
};

export const reader_listen_speed = /** @type {(inputs: Reader_Listen_SpeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speed`)
};

export const reader_listen_voice = /** @type {(inputs: Reader_Listen_VoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voice`)
};

export const reader_listen_slow = /** @type {(inputs: Reader_Listen_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slow (for young readers)`)
};

export const reader_listen_normal = /** @type {(inputs: Reader_Listen_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

export const reader_listen_fast = /** @type {(inputs: Reader_Listen_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fast`)
};

export const reader_sign_in_for_verses = /** @type {(inputs: Reader_Sign_In_For_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to save the verses you learn.`)
};

export const reader_open_memory_master = /** @type {(inputs: Reader_Open_Memory_MasterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Memory Master`)
};

export const reader_verse_added = /** @type {(inputs: Reader_Verse_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} is in your verses.`)
};

export const reader_error = /** @type {(inputs: Reader_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const reader_marked_read_toast = /** @type {(inputs: Reader_Marked_Read_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Marked ${i?.name} as read! 📖`)
};

export const reader_sign_in_to_track = /** @type {(inputs: Reader_Sign_In_To_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to track your reading progress`)
};

export const reader_sign_in_link = /** @type {(inputs: Reader_Sign_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const reader_title = /** @type {(inputs: Reader_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible reader`)
};

export const reader_testament = /** @type {(inputs: Reader_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testament`)
};

export const reader_book = /** @type {(inputs: Reader_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book`)
};

export const reader_chapter = /** @type {(inputs: Reader_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chapter`)
};

export const reader_prev = /** @type {(inputs: Reader_PrevInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prev`)
};

export const reader_next = /** @type {(inputs: Reader_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

export const reader_of_chapters = /** @type {(inputs: Reader_Of_ChaptersInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`of ${i?.count} chapter`);
	if (n === "other") return /** @type {LocalizedString} */ (`of ${i?.count} chapters`);
	return /** @type {LocalizedString} */ ("reader_of_chapters");
};

export const reader_loading_chapter = /** @type {(inputs: Reader_Loading_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading chapter...`)
};

export const reader_content_preparing = /** @type {(inputs: Reader_Content_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content is being prepared for this chapter`)
};

export const reader_content_preparing_detail = /** @type {(inputs: Reader_Content_Preparing_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our comprehensive Bible system is loading content. Please try again in a moment.`)
};

export const reader_load_error = /** @type {(inputs: Reader_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error loading Bible content`)
};

export const reader_add_verse_hint = /** @type {(inputs: Reader_Add_Verse_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap a verse number to add that verse to your memory verses (“Add to my verses”).`)
};

export const reader_open_own_page = /** @type {(inputs: Reader_Open_Own_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open ${i?.chapter} (${i?.version}) on its own page`)
};

export const reader_map_title = /** @type {(inputs: Reader_Map_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🗺️ My Reading Map`)
};

export const reader_map_loading = /** @type {(inputs: Reader_Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your reading map…`)
};

export const reader_map_sign_in_rest = /** @type {(inputs: Reader_Map_Sign_In_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to see every chapter you have read fill in on your map.`)
};

export const reader_map_failed = /** @type {(inputs: Reader_Map_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reading map could not be loaded. Please try again.`)
};

export const reader_map_total_own = /** @type {(inputs: Reader_Map_Total_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have read ${i?.read} of ${i?.chapters} chapters (${i?.percent}%).`)
};

export const reader_map_total_of = /** @type {(inputs: Reader_Map_Total_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reader} has read ${i?.read} of ${i?.chapters} chapters (${i?.percent}%).`)
};

export const reader_map_share = /** @type {(inputs: Reader_Map_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.read} of ${i?.chapters} chapters · ${i?.percent}%`)
};

export const reader_map_testament_read = /** @type {(inputs: Reader_Map_Testament_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} read`)
};

export const reader_map_chapter_read = /** @type {(inputs: Reader_Map_Chapter_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, read`)
};

export const reader_notice_niv = /** @type {(inputs: Reader_Notice_NivInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The NIV is coming soon, so the ${i?.version} is shown.`)
};

export const reader_notice_no_version = /** @type {(inputs: Reader_Notice_No_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no Bible version "${i?.asked}" here, so the ${i?.version} is shown.`)
};

export const reader_notice_no_book = /** @type {(inputs: Reader_Notice_No_BookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no book called "${i?.asked}", so ${i?.book} is shown.`)
};

export const reader_notice_first_book = /** @type {(inputs: Reader_Notice_First_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the first book`)
};

export const reader_notice_no_chapter = /** @type {(inputs: Reader_Notice_No_ChapterInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.book} has ${i?.count} chapter and no chapter "${i?.asked}", so chapter 1 is shown.`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.book} has ${i?.count} chapters and no chapter "${i?.asked}", so chapter 1 is shown.`);
	return /** @type {LocalizedString} */ ("reader_notice_no_chapter");
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

export const groups_mail_note_subject = /** @type {(inputs: Groups_Mail_Note_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This week in ${i?.groupName} (${i?.siteName})`)
};

export const groups_mail_note_heading = /** @type {(inputs: Groups_Mail_Note_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This week in ${i?.groupName}`)
};

export const groups_mail_note_intro = /** @type {(inputs: Groups_Mail_Note_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Here is this week's note from ${i?.groupName}:`)
};

export const groups_mail_note_assignment = /** @type {(inputs: Groups_Mail_Note_AssignmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For this week: ${i?.title} (${i?.link})`)
};

export const groups_mail_note_no_reply = /** @type {(inputs: Groups_Mail_Note_No_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To answer the leader, please use your own way of reaching them: this site shares no addresses.`)
};

export const groups_mail_note_unsubscribe = /** @type {(inputs: Groups_Mail_Note_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To stop these e-mails, open this link (no sign-in needed): ${i?.link}`)
};

export const groups_mail_note_button = /** @type {(inputs: Groups_Mail_Note_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the Family page`)
};

export const groups_mail_invite_subject = /** @type {(inputs: Groups_Mail_Invite_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are invited to help lead ${i?.groupName}`)
};

export const groups_mail_invite_heading = /** @type {(inputs: Groups_Mail_Invite_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help lead a class`)
};

export const groups_mail_invite_intro = /** @type {(inputs: Groups_Mail_Invite_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} invited you to help lead the group ${i?.groupName} on ${i?.siteName}.`)
};

export const groups_mail_invite_hint = /** @type {(inputs: Groups_Mail_Invite_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with this e-mail address, then open the link within a week. If you do not know this group, ignore this e-mail.`)
};

export const groups_mail_invite_button = /** @type {(inputs: Groups_Mail_Invite_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a co-leader`)
};

export const groups_notice_unsubscribed_title = /** @type {(inputs: Groups_Notice_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribed`)
};

export const groups_notice_unsubscribed_text = /** @type {(inputs: Groups_Notice_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will get no more take-home notes by e-mail. You can still read them, and turn the e-mails on again, on the Family page.`)
};

export const groups_notice_link_unknown_title = /** @type {(inputs: Groups_Notice_Link_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing changed`)
};

export const groups_notice_link_unknown_text = /** @type {(inputs: Groups_Notice_Link_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That unsubscribe link is not one of ours, so nothing was changed. Sign in and turn the notes' e-mails off on the Family page.`)
};

export const groups_mail_invite_intro_unnamed = /** @type {(inputs: Groups_Mail_Invite_Intro_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The leader of ${i?.groupName} invited you to help lead it on ${i?.siteName}.`)
};

export const groups_error = /** @type {(inputs: Groups_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const groups_loading = /** @type {(inputs: Groups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

export const groups_co_leader_welcome = /** @type {(inputs: Groups_Co_Leader_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are now a co-leader of this group`)
};

export const groups_created = /** @type {(inputs: Groups_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group created`)
};

export const groups_code_is = /** @type {(inputs: Groups_Code_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Its join code is ${i?.code}.`)
};

export const groups_my_groups = /** @type {(inputs: Groups_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My groups`)
};

export const groups_none_yet = /** @type {(inputs: Groups_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You lead no group yet. Start one below for your class.`)
};

export const groups_member_count = /** @type {(inputs: Groups_Member_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} child`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} children`);
	return /** @type {LocalizedString} */ ("groups_member_count");
};

export const groups_role_leader = /** @type {(inputs: Groups_Role_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leader`)
};

export const groups_role_co_leader = /** @type {(inputs: Groups_Role_Co_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Co-leader`)
};

export const groups_new_group = /** @type {(inputs: Groups_New_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a group`)
};

export const groups_new_group_hint = /** @type {(inputs: Groups_New_Group_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A group is your class: a Sunday school room, a midweek club, a co-op. Parents join their children with the group's code.`)
};

export const groups_name_label = /** @type {(inputs: Groups_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group's name (for example "Room 3, Sunday 9:30")`)
};

export const groups_create = /** @type {(inputs: Groups_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create the group`)
};

export const groups_not_found = /** @type {(inputs: Groups_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group was not found, or you do not lead it.`)
};

export const groups_back = /** @type {(inputs: Groups_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to my groups`)
};

export const groups_all_groups = /** @type {(inputs: Groups_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All my groups`)
};

export const groups_code_label = /** @type {(inputs: Groups_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join code:`)
};

export const groups_code_hint = /** @type {(inputs: Groups_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parents enter this code on their Family page to join a child. Print the invitation to hand it out.`)
};

export const groups_print_invitation = /** @type {(inputs: Groups_Print_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print the invitation`)
};

export const groups_new_code = /** @type {(inputs: Groups_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a new code`)
};

export const groups_new_code_confirm = /** @type {(inputs: Groups_New_Code_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a new code? The old code will stop working at once (children already in the group stay).`)
};

export const groups_new_code_done = /** @type {(inputs: Groups_New_Code_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New code made`)
};

export const groups_week_title = /** @type {(inputs: Groups_Week_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week`)
};

export const groups_week_total = /** @type {(inputs: Groups_Week_TotalInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Our class did ${i?.count} assignment this week.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Our class did ${i?.count} assignments this week.`);
	return /** @type {LocalizedString} */ ("groups_week_total");
};

export const groups_week_stories = /** @type {(inputs: Groups_Week_StoriesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`We heard ${i?.count} story.`);
	if (n === "other") return /** @type {LocalizedString} */ (`We heard ${i?.count} stories.`);
	return /** @type {LocalizedString} */ ("groups_week_stories");
};

export const groups_goal_label = /** @type {(inputs: Groups_Goal_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The class's goal for the week`)
};

export const groups_goal_progress = /** @type {(inputs: Groups_Goal_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of our goal of ${i?.goal}`)
};

export const groups_members_title = /** @type {(inputs: Groups_Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Children and assignments`)
};

export const groups_members_hint = /** @type {(inputs: Groups_Members_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You see each child by the nickname and picture the parent chose, and only how far they are with this group's assignments.`)
};

export const groups_no_members = /** @type {(inputs: Groups_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No child has joined yet. Hand out the invitation with the code.`)
};

export const groups_states_caption = /** @type {(inputs: Groups_States_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each child's state on each assignment`)
};

export const groups_member = /** @type {(inputs: Groups_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Child`)
};

export const groups_due = /** @type {(inputs: Groups_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.day}`)
};

export const groups_remove_member_column = /** @type {(inputs: Groups_Remove_Member_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const groups_remove_member = /** @type {(inputs: Groups_Remove_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

export const groups_remove_member_confirm = /** @type {(inputs: Groups_Remove_Member_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Take ${i?.name} out of this group?`)
};

export const groups_removed = /** @type {(inputs: Groups_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed from the group`)
};

export const groups_state_done = /** @type {(inputs: Groups_State_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const groups_state_started = /** @type {(inputs: Groups_State_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started`)
};

export const groups_state_not_started = /** @type {(inputs: Groups_State_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not started`)
};

export const groups_state_stars = /** @type {(inputs: Groups_State_StarsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`· ${i?.count} star`);
	if (n === "other") return /** @type {LocalizedString} */ (`· ${i?.count} stars`);
	return /** @type {LocalizedString} */ ("groups_state_stars");
};

export const groups_assignment_added = /** @type {(inputs: Groups_Assignment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignment given`)
};

export const groups_note_posted = /** @type {(inputs: Groups_Note_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note sent to the families`)
};

export const groups_invite_sent = /** @type {(inputs: Groups_Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If that address can sign in here, an invitation is on its way.`)
};

export const groups_handed_over = /** @type {(inputs: Groups_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group was handed over`)
};

export const groups_deleted = /** @type {(inputs: Groups_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group deleted`)
};

export const groups_kind_story = /** @type {(inputs: Groups_Kind_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Bible story`)
};

export const groups_kind_chapters = /** @type {(inputs: Groups_Kind_ChaptersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible chapters`)
};

export const groups_kind_plan = /** @type {(inputs: Groups_Kind_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A reading plan`)
};

export const groups_kind_verse = /** @type {(inputs: Groups_Kind_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A memory verse`)
};

export const groups_kind_game = /** @type {(inputs: Groups_Kind_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A game`)
};

export const groups_assign_title = /** @type {(inputs: Groups_Assign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give an assignment`)
};

export const groups_assign_kind = /** @type {(inputs: Groups_Assign_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What kind`)
};

export const groups_assign_what = /** @type {(inputs: Groups_Assign_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which one`)
};

export const groups_assign_chapters = /** @type {(inputs: Groups_Assign_ChaptersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book and chapters`)
};

export const groups_assign_chapters_hint = /** @type {(inputs: Groups_Assign_Chapters_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The book, a colon and the chapters: john:1-3 or genesis:6.`)
};

export const groups_assign_due = /** @type {(inputs: Groups_Assign_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due on`)
};

export const groups_assign_button = /** @type {(inputs: Groups_Assign_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give it to the class`)
};

export const groups_note_title = /** @type {(inputs: Groups_Note_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take-home note`)
};

export const groups_note_hint = /** @type {(inputs: Groups_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A short note for the families each week. Parents read it on their Family page, and by e-mail if they asked for it. Nobody's address is shared.`)
};

export const groups_note_label = /** @type {(inputs: Groups_Note_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week's note`)
};

export const groups_note_placeholder = /** @type {(inputs: Groups_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week we learned about Daniel. Ask your child what Daniel did when...`)
};

export const groups_note_assignment = /** @type {(inputs: Groups_Note_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With an assignment (optional)`)
};

export const groups_note_no_assignment = /** @type {(inputs: Groups_Note_No_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No assignment`)
};

export const groups_note_send = /** @type {(inputs: Groups_Note_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the note`)
};

export const groups_leaders_title = /** @type {(inputs: Groups_Leaders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaders`)
};

export const groups_hand_over = /** @type {(inputs: Groups_Hand_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hand the group to ${i?.name}`)
};

export const groups_hand_over_confirm = /** @type {(inputs: Groups_Hand_Over_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hand the group to ${i?.name}? You will stay as a co-leader.`)
};

export const groups_invite_label = /** @type {(inputs: Groups_Invite_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite a co-leader by e-mail`)
};

export const groups_invite_button = /** @type {(inputs: Groups_Invite_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the invitation`)
};

export const groups_delete = /** @type {(inputs: Groups_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this group`)
};

export const groups_delete_confirm = /** @type {(inputs: Groups_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this group with its assignments, members and notes? This cannot be undone.`)
};

export const groups_page_title = /** @type {(inputs: Groups_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My class groups`)
};

export const groups_page_description = /** @type {(inputs: Groups_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lead a class: a join code for parents, assignments, and a weekly take-home note.`)
};

export const groups_page_lead = /** @type {(inputs: Groups_Page_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Sunday school teachers and club leaders: give the class this week's story or verse, see who has done it, and send the families a note.`)
};

export const groups_invitation_title = /** @type {(inputs: Groups_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class invitation`)
};

export const groups_invitation_description = /** @type {(inputs: Groups_Invitation_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A printable invitation for parents to join their children to a class group.`)
};

export const groups_invitation_intro = /** @type {(inputs: Groups_Invitation_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your child is invited to learn with our class at home this week!`)
};

export const groups_invitation_qr_alt = /** @type {(inputs: Groups_Invitation_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code that opens the Family page with this group's code filled in`)
};

export const groups_invitation_step1 = /** @type {(inputs: Groups_Invitation_Step1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in on this site as the parent and open your Family page (or scan the QR code).`)
};

export const groups_invitation_step2 = /** @type {(inputs: Groups_Invitation_Step2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Under "Class groups", choose your child and enter the code above.`)
};

export const groups_invitation_step3 = /** @type {(inputs: Groups_Invitation_Step3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check what the leader will see (only the nickname, the picture and this class's assignments), then confirm.`)
};

export const groups_print = /** @type {(inputs: Groups_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print`)
};

export const groups_joined = /** @type {(inputs: Groups_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} joined the group`)
};

export const groups_leave_confirm = /** @type {(inputs: Groups_Leave_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Take ${i?.name} out of ${i?.group}? The leader stops seeing ${i?.name} at once.`)
};

export const groups_left = /** @type {(inputs: Groups_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} left the group`)
};

export const groups_family_title = /** @type {(inputs: Groups_Family_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class groups`)
};

export const groups_family_hint = /** @type {(inputs: Groups_Family_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If your church or club uses a class group, join your child with the code the leader gave you. You can take your child out at any time.`)
};

export const groups_membership = /** @type {(inputs: Groups_MembershipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is in ${i?.group} (led by ${i?.leader}).`)
};

export const groups_leave = /** @type {(inputs: Groups_LeaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Take ${i?.name} out`)
};

export const groups_family_no_children = /** @type {(inputs: Groups_Family_No_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a child's profile first; then you can join it to a class.`)
};

export const groups_preview_leader = /** @type {(inputs: Groups_Preview_LeaderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Led by ${i?.leader}`)
};

export const groups_preview_sees = /** @type {(inputs: Groups_Preview_SeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the leaders of this group will see:`)
};

export const groups_preview_sees_detail = /** @type {(inputs: Groups_Preview_Sees_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the nickname ${i?.name} with this picture, and how far ${i?.name} is with this group's assignments (not started, started, done, stars).`)
};

export const groups_preview_never = /** @type {(inputs: Groups_Preview_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing else: not your name or e-mail, and nothing else your child learns on this site.`)
};

export const groups_join_confirm = /** @type {(inputs: Groups_Join_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.name} to this group`)
};

export const groups_cancel = /** @type {(inputs: Groups_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const groups_join_child = /** @type {(inputs: Groups_Join_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Child`)
};

export const groups_join_code = /** @type {(inputs: Groups_Join_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group's code`)
};

export const groups_join_check = /** @type {(inputs: Groups_Join_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the code`)
};

export const groups_notes_title = /** @type {(inputs: Groups_Notes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes from the class`)
};

export const groups_note_mail_label = /** @type {(inputs: Groups_Note_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me the class's take-home notes by e-mail`)
};

export const groups_notes_none = /** @type {(inputs: Groups_Notes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No note yet.`)
};

export const groups_from_class_title = /** @type {(inputs: Groups_From_Class_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From your class`)
};

export const groups_privacy_name = /** @type {(inputs: Groups_Privacy_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first name or nickname, the avatar and the age group you chose. The name is shown only inside your family, and to the leaders of a class group you join your child to.`)
};

export const groups_privacy_leader = /** @type {(inputs: Groups_Privacy_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class groups: when you join your child to a class with its code, the class's leaders see only the nickname and avatar and how far your child is with that class's assignments (not started, started, done, stars). They never see your name or e-mail or anything else your child learns. You can take your child out at any time, and the leaders stop seeing it at once; deleting the child or your account takes it out of every group.`)
};

export const groups_goal_field = /** @type {(inputs: Groups_Goal_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A goal for the whole class this week (optional)`)
};

export const groups_goal_save = /** @type {(inputs: Groups_Goal_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the goal`)
};

export const groups_goal_saved = /** @type {(inputs: Groups_Goal_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goal saved`)
};

export const groups_join_open = /** @type {(inputs: Groups_Join_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join a child to a class`)
};

export const learn_breadcrumb = /** @type {(inputs: Learn_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

export const learn_error = /** @type {(inputs: Learn_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const learn_sign_in = /** @type {(inputs: Learn_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const learn_plans_title = /** @type {(inputs: Learn_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Plans`)
};

export const learn_plans_description = /** @type {(inputs: Learn_Plans_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible reading plans for children: a few chapters a day through Mark, the Psalms, Genesis, the life of Jesus and more.`)
};

export const learn_plans_lead = /** @type {(inputs: Learn_Plans_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a plan and read a little every day. Missed a day? No problem: catch up whenever you like.`)
};

export const learn_plans_mine = /** @type {(inputs: Learn_Plans_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My plans`)
};

export const learn_plans_all = /** @type {(inputs: Learn_Plans_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All plans`)
};

export const learn_plans_see = /** @type {(inputs: Learn_Plans_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the plan`)
};

export const learn_plans_see_named = /** @type {(inputs: Learn_Plans_See_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See the plan: ${i?.title}`)
};

export const learn_plan_day_count = /** @type {(inputs: Learn_Plan_Day_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} day`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} days`);
	return /** @type {LocalizedString} */ ("learn_plan_day_count");
};

export const learn_plan_my_progress = /** @type {(inputs: Learn_Plan_My_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My progress`)
};

export const learn_plan_sign_in_to_start = /** @type {(inputs: Learn_Plan_Sign_In_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to start this plan and tick off each day as you read.`)
};

export const learn_plan_loading = /** @type {(inputs: Learn_Plan_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your progress…`)
};

export const learn_plan_today = /** @type {(inputs: Learn_Plan_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
};

export const learn_plan_start = /** @type {(inputs: Learn_Plan_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start this plan`)
};

export const learn_plan_restart = /** @type {(inputs: Learn_Plan_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start again from day 1`)
};

export const learn_plan_days_title = /** @type {(inputs: Learn_Plan_Days_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The days`)
};

export const learn_plan_day = /** @type {(inputs: Learn_Plan_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Day ${i?.day}`)
};

export const learn_plan_day_done = /** @type {(inputs: Learn_Plan_Day_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Done`)
};

export const learn_plan_not_started = /** @type {(inputs: Learn_Plan_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not started this plan yet.`)
};

export const learn_plan_finished = /** @type {(inputs: Learn_Plan_FinishedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`🎉 You finished all ${i?.count} days. Well done!`);
	if (n === "other") return /** @type {LocalizedString} */ (`🎉 You finished all ${i?.count} days. Well done!`);
	return /** @type {LocalizedString} */ ("learn_plan_finished");
};

export const learn_plan_days_read = /** @type {(inputs: Learn_Plan_Days_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.count} days read (${i?.percent}%).`)
};

export const learn_plan_behind = /** @type {(inputs: Learn_Plan_BehindInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Take your time: ${i?.count} earlier day is waiting for you.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Take your time: ${i?.count} earlier days are waiting for you.`);
	return /** @type {LocalizedString} */ ("learn_plan_behind");
};

export const learn_plan_today_reading = /** @type {(inputs: Learn_Plan_Today_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Day ${i?.day}: read ${i?.passages}, then press Mark as Read on each chapter.`)
};

export const learn_plan_load_failed = /** @type {(inputs: Learn_Plan_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your progress could not be loaded. Please try again.`)
};

export const learn_plan_start_failed = /** @type {(inputs: Learn_Plan_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan could not be started. Please try again.`)
};

export const learn_plan_started = /** @type {(inputs: Learn_Plan_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan started! 🎉`)
};

export const learn_plan_started_again = /** @type {(inputs: Learn_Plan_Started_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan started again`)
};

export const learn_plan_ready = /** @type {(inputs: Learn_Plan_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today’s reading is ready for you.`)
};

export const learn_plan_mine_today = /** @type {(inputs: Learn_Plan_Mine_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today: Day ${i?.day}, ${i?.passages}`)
};

export const learn_points = /** @type {(inputs: Learn_PointsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} points`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} points`);
	return /** @type {LocalizedString} */ ("learn_points");
};

export const learn_day_count = /** @type {(inputs: Learn_Day_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} day`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} days`);
	return /** @type {LocalizedString} */ ("learn_day_count");
};

export const learn_challenges_title = /** @type {(inputs: Learn_Challenges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truth Challenges`)
};

export const learn_challenges_description = /** @type {(inputs: Learn_Challenges_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truth Challenges for kids: share your story, go on a Bible reading quest, master memory verses and collect achievements.`)
};

export const learn_challenges_lead = /** @type {(inputs: Learn_Challenges_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it real, go on a Truth Quest, master memory verses and collect achievements. Pick a challenge!`)
};

export const learn_card_keep_it_real_title = /** @type {(inputs: Learn_Card_Keep_It_Real_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it Real`)
};

export const learn_card_keep_it_real_line = /** @type {(inputs: Learn_Card_Keep_It_Real_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share how God is at work in your life, and read true stories from other kids.`)
};

export const learn_card_truth_quest_title = /** @type {(inputs: Learn_Card_Truth_Quest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truth Quest`)
};

export const learn_card_truth_quest_line = /** @type {(inputs: Learn_Card_Truth_Quest_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take on Bible reading challenges and earn badges as you go.`)
};

export const learn_card_memory_master_title = /** @type {(inputs: Learn_Card_Memory_Master_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memory Master`)
};

export const learn_card_memory_master_line = /** @type {(inputs: Learn_Card_Memory_Master_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide God’s Word in your heart and collect every verse you master.`)
};

export const learn_card_achievements_title = /** @type {(inputs: Learn_Card_Achievements_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achievements`)
};

export const learn_card_achievements_line = /** @type {(inputs: Learn_Card_Achievements_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the achievements you have earned and the ones still waiting for you.`)
};

export const learn_lock_more_challenges = /** @type {(inputs: Learn_Lock_More_ChallengesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade for More Challenges`)
};

export const learn_lock_access = /** @type {(inputs: Learn_Lock_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade for Access`)
};

export const learn_plan_banner = /** @type {(inputs: Learn_Plan_BannerInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Your plan includes access to ${i?.count} Truth Challenge(s)`);
	if (n === "other") return /** @type {LocalizedString} */ (`Your plan includes access to ${i?.count} Truth Challenge(s)`);
	return /** @type {LocalizedString} */ ("learn_plan_banner");
};

export const learn_lock_sign_in = /** @type {(inputs: Learn_Lock_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in for more challenges`)
};

export const learn_lock_upgrade = /** @type {(inputs: Learn_Lock_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade for more challenges`)
};

export const learn_play_now = /** @type {(inputs: Learn_Play_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PLAY NOW`)
};

export const learn_achievements_title = /** @type {(inputs: Learn_Achievements_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achievements`)
};

export const learn_achievements_description = /** @type {(inputs: Learn_Achievements_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every achievement you can earn by reading the Bible, completing challenges, mastering verses and playing Bible games.`)
};

export const learn_achievements_lead = /** @type {(inputs: Learn_Achievements_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read, play, remember and share: every step of your journey earns something special.`)
};

export const learn_achievements_sign_in_to_see = /** @type {(inputs: Learn_Achievements_Sign_In_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to see the achievements you have earned.`)
};

export const learn_achievements_your_progress = /** @type {(inputs: Learn_Achievements_Your_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your progress`)
};

export const learn_achievements_earned_title = /** @type {(inputs: Learn_Achievements_Earned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achievements Earned`)
};

export const learn_achievements_earned_count = /** @type {(inputs: Learn_Achievements_Earned_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.earned} of ${i?.count}`)
};

export const learn_achievements_points_title = /** @type {(inputs: Learn_Achievements_Points_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points`)
};

export const learn_achievements_challenges_title = /** @type {(inputs: Learn_Achievements_Challenges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Challenges Completed`)
};

export const learn_achievements_bar_label = /** @type {(inputs: Learn_Achievements_Bar_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achievements earned`)
};

export const learn_achievements_percent = /** @type {(inputs: Learn_Achievements_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% of all achievements`)
};

export const learn_achievements_earned_on = /** @type {(inputs: Learn_Achievements_Earned_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Earned ${i?.date}`)
};

export const learn_achievements_not_yet = /** @type {(inputs: Learn_Achievements_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not yet earned`)
};

export const learn_quest_description = /** @type {(inputs: Learn_Quest_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible reading, memory and game challenges for kids. Start a challenge, complete it and earn badges and points.`)
};

export const learn_quest_lead = /** @type {(inputs: Learn_Quest_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a challenge, start it, and go! Every challenge you complete earns its badge and points.`)
};

export const learn_quest_how_title = /** @type {(inputs: Learn_Quest_How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How It Works`)
};

export const learn_quest_how_start_before = /** @type {(inputs: Learn_Quest_How_Start_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press`)
};

export const learn_quest_how_start_after = /** @type {(inputs: Learn_Quest_How_Start_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on a challenge you like.`)
};

export const learn_quest_how_do = /** @type {(inputs: Learn_Quest_How_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do what it asks: read chapters in the Bible Explorer and mark them read, play Bible games, master memory verses, or share a story.`)
};

export const learn_quest_how_done = /** @type {(inputs: Learn_Quest_How_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Challenges complete by themselves when you are done. You earn the badge and the points right away!`)
};

export const learn_quest_start = /** @type {(inputs: Learn_Quest_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

export const learn_quest_start_failed = /** @type {(inputs: Learn_Quest_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to start challenge`)
};

export const learn_quest_started = /** @type {(inputs: Learn_Quest_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Challenge started! Complete the required tasks to unlock it!`)
};

export const learn_quest_badges_title = /** @type {(inputs: Learn_Quest_Badges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badges Earned`)
};

export const learn_quest_badges_loading = /** @type {(inputs: Learn_Quest_Badges_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your badges...`)
};

export const learn_quest_no_badges = /** @type {(inputs: Learn_Quest_No_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No badges yet. Complete a challenge to earn your first one!`)
};

export const learn_quest_badge = /** @type {(inputs: Learn_Quest_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badge:`)
};

export const learn_quest_progress = /** @type {(inputs: Learn_Quest_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} progress`)
};

export const learn_quest_sign_in_to_start = /** @type {(inputs: Learn_Quest_Sign_In_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to start`)
};

export const learn_quest_completed = /** @type {(inputs: Learn_Quest_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Completed!`)
};

export const learn_quest_started_state = /** @type {(inputs: Learn_Quest_Started_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🚀 Started: keep going!`)
};

export const learn_quest_type_reading = /** @type {(inputs: Learn_Quest_Type_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📖 Reading`)
};

export const learn_quest_type_memory = /** @type {(inputs: Learn_Quest_Type_MemoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🧠 Memory`)
};

export const learn_quest_type_sharing = /** @type {(inputs: Learn_Quest_Type_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`💬 Sharing`)
};

export const learn_quest_type_games = /** @type {(inputs: Learn_Quest_Type_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎮 Games`)
};

export const learn_quest_type_streaks = /** @type {(inputs: Learn_Quest_Type_StreaksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔥 Streaks`)
};

export const learn_quest_type_daily = /** @type {(inputs: Learn_Quest_Type_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📅 Daily`)
};

export const learn_quest_type_weekly = /** @type {(inputs: Learn_Quest_Type_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📅 Weekly`)
};

export const learn_quest_type_monthly = /** @type {(inputs: Learn_Quest_Type_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📅 Monthly`)
};

export const learn_quest_type_other = /** @type {(inputs: Learn_Quest_Type_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⭐ Challenge`)
};

export const learn_streak_title = /** @type {(inputs: Learn_Streak_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Streak`)
};

export const learn_streak_loading = /** @type {(inputs: Learn_Streak_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your streak…`)
};

export const learn_streak_sign_in_to_keep = /** @type {(inputs: Learn_Streak_Sign_In_To_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to keep a streak: read a chapter, practise a verse, play a game or open the day’s devotional.`)
};

export const learn_streak_goal_saved = /** @type {(inputs: Learn_Streak_Goal_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly goal saved`)
};

export const learn_streak_goal_saved_line = /** @type {(inputs: Learn_Streak_Goal_Saved_LineInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} day a week. You can do it!`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} days a week. You can do it!`);
	return /** @type {LocalizedString} */ ("learn_streak_goal_saved_line");
};

export const learn_streak_weekly_goal = /** @type {(inputs: Learn_Streak_Weekly_GoalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly goal`)
};

export const learn_streak_my_weekly_goal = /** @type {(inputs: Learn_Streak_My_Weekly_GoalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My weekly goal`)
};

export const learn_streak_days_a_week = /** @type {(inputs: Learn_Streak_Days_A_WeekInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} day a week`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} days a week`);
	return /** @type {LocalizedString} */ ("learn_streak_days_a_week");
};

export const learn_streak_longest = /** @type {(inputs: Learn_Streak_LongestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Longest streak: ${i?.days}. Streak badges at 3, 7, 30 and 100 days.`)
};

export const learn_streak_this_week = /** @type {(inputs: Learn_Streak_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week`)
};

export const learn_streak_day_learned = /** @type {(inputs: Learn_Streak_Day_LearnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`learned`)
};

export const learn_streak_day_grace = /** @type {(inputs: Learn_Streak_Day_GraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`grace day`)
};

export const learn_streak_day_future = /** @type {(inputs: Learn_Streak_Day_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`still to come`)
};

export const learn_streak_day_rest = /** @type {(inputs: Learn_Streak_Day_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a rest day`)
};

export const learn_streak_grace_yours = /** @type {(inputs: Learn_Streak_Grace_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grace day: ${i?.days}. One missed day a week keeps your streak.`)
};

export const learn_streak_grace_theirs = /** @type {(inputs: Learn_Streak_Grace_TheirsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grace day: ${i?.days}. One missed day a week keeps the streak.`)
};

export const learn_streak_week_progress = /** @type {(inputs: Learn_Streak_Week_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This week: ${i?.done} of ${i?.goal}`)
};

export const learn_keep_it_real_description = /** @type {(inputs: Learn_Keep_It_Real_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real stories from kids about how God is at work in their lives. Read them, and share your own.`)
};

export const learn_keep_it_real_lead = /** @type {(inputs: Learn_Keep_It_Real_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How has God helped you, surprised you or answered your prayers? Share your story and be encouraged by others.`)
};

export const learn_stories_title = /** @type {(inputs: Learn_Stories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories from the Community`)
};

export const learn_stories_none = /** @type {(inputs: Learn_Stories_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No stories yet. Be the first to share one!`)
};

export const learn_memory_description = /** @type {(inputs: Learn_Memory_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide God's Word in your heart: practise memory verses a little each day and collect every verse you master. 50 verses fill the bar!`)
};

export const learn_memory_lead = /** @type {(inputs: Learn_Memory_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`“Thy word have I hid in mine heart” (Psalm 119:11). Master verses here or in the Memory Verse game: 50 fill your bar!`)
};

export const learn_memory_how = /** @type {(inputs: Learn_Memory_HowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practise a little each day. Each verse comes back just when it is time to remember it again, and a verse you still know after a break of ${i?.days} days is mastered.`)
};

export const learn_memory_print = /** @type {(inputs: Learn_Memory_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print a verse tracing sheet`)
};

export const learn_memory_tomorrow = /** @type {(inputs: Learn_Memory_TomorrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tomorrow`)
};

export const learn_memory_in_days = /** @type {(inputs: Learn_Memory_In_DaysInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`in ${i?.count} days`);
	if (n === "other") return /** @type {LocalizedString} */ (`in ${i?.count} days`);
	return /** @type {LocalizedString} */ ("learn_memory_in_days");
};

export const learn_memory_mastered_toast = /** @type {(inputs: Learn_Memory_Mastered_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎉 Verse mastered!`)
};

export const learn_memory_mastered_line = /** @type {(inputs: Learn_Memory_Mastered_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} is hidden in your heart.`)
};

export const learn_memory_remembered_toast = /** @type {(inputs: Learn_Memory_Remembered_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌟 Great remembering!`)
};

export const learn_memory_comes_back = /** @type {(inputs: Learn_Memory_Comes_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} comes back ${i?.when}.`)
};

export const learn_memory_mastered = /** @type {(inputs: Learn_Memory_MasteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mastered`)
};

export const learn_memory_practise_today = /** @type {(inputs: Learn_Memory_Practise_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practise today`)
};

export const learn_memory_next = /** @type {(inputs: Learn_Memory_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next ${i?.when}`)
};

export const learn_memory_mastered_title = /** @type {(inputs: Learn_Memory_Mastered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Mastered Verses`)
};

export const learn_memory_sign_in_to_collect = /** @type {(inputs: Learn_Memory_Sign_In_To_CollectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to collect the verses you master.`)
};

export const learn_memory_bar_label = /** @type {(inputs: Learn_Memory_Bar_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verses mastered`)
};

export const learn_memory_mastered_count = /** @type {(inputs: Learn_Memory_Mastered_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mastered} of ${i?.count} verses mastered`)
};

export const learn_memory_learning = /** @type {(inputs: Learn_Memory_LearningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Learning: ${i?.count}`)
};

export const learn_memory_due = /** @type {(inputs: Learn_Memory_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Due today: ${i?.count}`)
};

export const learn_memory_mastery_rule = /** @type {(inputs: Learn_Memory_Mastery_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A verse is mastered when you remember it again and again, with longer and longer breaks, until the break reaches three weeks.`)
};

export const learn_memory_none_mastered = /** @type {(inputs: Learn_Memory_None_MasteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No verses yet. Practise one below, or play the Memory Verse game!`)
};

export const learn_memory_today_title = /** @type {(inputs: Learn_Memory_Today_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verses to practise today`)
};

export const learn_memory_practise = /** @type {(inputs: Learn_Memory_PractiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practise`)
};

export const learn_memory_practise_named = /** @type {(inputs: Learn_Memory_Practise_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practise ${i?.reference}`)
};

export const learn_memory_add_to_start = /** @type {(inputs: Learn_Memory_Add_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a verse below to start learning. A few minutes a day is all it takes!`)
};

export const learn_memory_all_done = /** @type {(inputs: Learn_Memory_All_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All done for today!`)
};

export const learn_memory_practice_title = /** @type {(inputs: Learn_Memory_Practice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice a Verse`)
};

export const learn_memory_add_to_practise = /** @type {(inputs: Learn_Memory_Add_To_PractiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a verse below to practise it.`)
};

export const learn_memory_verse_label = /** @type {(inputs: Learn_Memory_Verse_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse`)
};

export const learn_memory_my_verses_group = /** @type {(inputs: Learn_Memory_My_Verses_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My verses`)
};

export const learn_memory_more_verses_group = /** @type {(inputs: Learn_Memory_More_Verses_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More verses to learn`)
};

export const learn_memory_my_verses_title = /** @type {(inputs: Learn_Memory_My_Verses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Verses`)
};

export const learn_memory_reference_label = /** @type {(inputs: Learn_Memory_Reference_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible reference`)
};

export const learn_memory_add = /** @type {(inputs: Learn_Memory_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to my verses`)
};

export const learn_memory_stop_learning = /** @type {(inputs: Learn_Memory_Stop_LearningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stop learning ${i?.reference}`)
};

export const learn_memory_remove = /** @type {(inputs: Learn_Memory_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const learn_memory_step_listen = /** @type {(inputs: Learn_Memory_Step_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read and listen`)
};

export const learn_memory_step_fill = /** @type {(inputs: Learn_Memory_Step_FillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill in missing words`)
};

export const learn_memory_step_order = /** @type {(inputs: Learn_Memory_Step_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put words in order`)
};

export const learn_memory_step_letters = /** @type {(inputs: Learn_Memory_Step_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First letters only`)
};

export const learn_memory_step_type = /** @type {(inputs: Learn_Memory_Step_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type it all`)
};

export const learn_memory_not_quite = /** @type {(inputs: Learn_Memory_Not_QuiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not quite right!`)
};

export const learn_memory_next_step = /** @type {(inputs: Learn_Memory_Next_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next Step`)
};

export const learn_memory_missing_word = /** @type {(inputs: Learn_Memory_Missing_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Missing word ${i?.n}`)
};

export const learn_memory_fill_right = /** @type {(inputs: Learn_Memory_Fill_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Every word is right!`)
};

export const learn_memory_fill_check = /** @type {(inputs: Learn_Memory_Fill_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Words`)
};

export const learn_memory_your_verse = /** @type {(inputs: Learn_Memory_Your_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your verse`)
};

export const learn_memory_order_hint = /** @type {(inputs: Learn_Memory_Order_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap the words below in the right order.`)
};

export const learn_memory_words_to_place = /** @type {(inputs: Learn_Memory_Words_To_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words to place`)
};

export const learn_memory_order_right = /** @type {(inputs: Learn_Memory_Order_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Every word is in its place!`)
};

export const learn_memory_order_check = /** @type {(inputs: Learn_Memory_Order_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Order`)
};

export const learn_memory_start_over = /** @type {(inputs: Learn_Memory_Start_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Over`)
};

export const learn_memory_letters_label = /** @type {(inputs: Learn_Memory_Letters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the verse with the first letters to help`)
};

export const learn_memory_letters_right = /** @type {(inputs: Learn_Memory_Letters_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Well done! Now try it with no help.`)
};

export const learn_memory_letters_check = /** @type {(inputs: Learn_Memory_Letters_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Letters`)
};

export const learn_memory_steps_label = /** @type {(inputs: Learn_Memory_Steps_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice steps`)
};

export const learn_memory_type_label = /** @type {(inputs: Learn_Memory_Type_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the verse from memory`)
};

export const learn_memory_type_right = /** @type {(inputs: Learn_Memory_Type_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Well done! You said it perfectly.`)
};

export const learn_memory_check = /** @type {(inputs: Learn_Memory_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check`)
};

export const learn_memory_sign_in_to_save = /** @type {(inputs: Learn_Memory_Sign_In_To_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to save your progress`)
};

export const learn_memory_try_again = /** @type {(inputs: Learn_Memory_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try Again`)
};

export const learn_memory_hide_verse = /** @type {(inputs: Learn_Memory_Hide_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide Verse`)
};

export const learn_memory_show_verse = /** @type {(inputs: Learn_Memory_Show_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show Verse`)
};

export const learn_memory_see_plans = /** @type {(inputs: Learn_Memory_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the plans`)
};

export const learn_memory_sets_title = /** @type {(inputs: Learn_Memory_Sets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse Sets`)
};

export const learn_memory_learn_set = /** @type {(inputs: Learn_Memory_Learn_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn this set`)
};

export const learn_memory_learn_set_named = /** @type {(inputs: Learn_Memory_Learn_Set_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Learn the ${i?.name} set`)
};

export const learn_memory_in_collection = /** @type {(inputs: Learn_Memory_In_CollectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} is in ${i?.name}.`)
};

export const learn_memory_already_in_collection = /** @type {(inputs: Learn_Memory_Already_In_CollectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} is already in ${i?.name}.`)
};

export const learn_memory_delete_collection_confirm = /** @type {(inputs: Learn_Memory_Delete_Collection_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the collection "${i?.name}"? Its verses stay in your verses.`)
};

export const learn_memory_collection_name = /** @type {(inputs: Learn_Memory_Collection_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collection name`)
};

export const learn_memory_save_name = /** @type {(inputs: Learn_Memory_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Name`)
};

export const learn_memory_cancel = /** @type {(inputs: Learn_Memory_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const learn_memory_collection_empty = /** @type {(inputs: Learn_Memory_Collection_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No verses yet. Add one below.`)
};

export const learn_memory_remove_from = /** @type {(inputs: Learn_Memory_Remove_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.reference} from ${i?.name}`)
};

export const learn_memory_add_to_collection = /** @type {(inputs: Learn_Memory_Add_To_CollectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add a verse to ${i?.name}`)
};

export const learn_memory_add_short = /** @type {(inputs: Learn_Memory_Add_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

export const learn_memory_rename = /** @type {(inputs: Learn_Memory_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

export const learn_memory_delete_collection = /** @type {(inputs: Learn_Memory_Delete_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete Collection`)
};

export const learn_memory_collections_title = /** @type {(inputs: Learn_Memory_Collections_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Collections`)
};

export const learn_memory_new_collection = /** @type {(inputs: Learn_Memory_New_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New collection name`)
};

export const learn_memory_make_collection = /** @type {(inputs: Learn_Memory_Make_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make Collection`)
};

export const learn_memory_no_collections = /** @type {(inputs: Learn_Memory_No_CollectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No collections yet. Name one above, then add verses to it.`)
};

export const learn_memory_reference_hint = /** @type {(inputs: Learn_Memory_Reference_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like John 3:16, John 3:16-17 or Psalm 23`)
};

export const learn_memory_sets_need_premium = /** @type {(inputs: Learn_Memory_Sets_Need_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The built-in verse sets come with Premium.`)
};

export const learn_memory_collections_need_annual = /** @type {(inputs: Learn_Memory_Collections_Need_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Making your own verse collections comes with the Annual plan.`)
};

export const learn_streak_msg_goal_reached = /** @type {(inputs: Learn_Streak_Msg_Goal_ReachedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.goal, {});
	if (n === "one") return /** @type {LocalizedString} */ (`You reached your goal of ${i?.goal} day this week. Wonderful!`);
	if (n === "other") return /** @type {LocalizedString} */ (`You reached your goal of ${i?.goal} days this week. Wonderful!`);
	return /** @type {LocalizedString} */ ("learn_streak_msg_goal_reached");
};

export const learn_streak_msg_start = /** @type {(inputs: Learn_Streak_Msg_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read a chapter, practise a verse or play a game to start a streak!`)
};

export const learn_streak_msg_learned_today = /** @type {(inputs: Learn_Streak_Msg_Learned_TodayInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} day of learning. Keep shining!`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} days of learning. Keep shining!`);
	return /** @type {LocalizedString} */ ("learn_streak_msg_learned_today");
};

export const learn_streak_msg_grace = /** @type {(inputs: Learn_Streak_Msg_GraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yesterday was a grace day, so your streak is safe. Welcome back!`)
};

export const learn_streak_msg_waiting = /** @type {(inputs: Learn_Streak_Msg_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your streak is waiting for you. Anything you learn today counts!`)
};

export const learn_streak_about_goal_reached = /** @type {(inputs: Learn_Streak_About_Goal_ReachedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.goal, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.name} reached the goal of ${i?.goal} day this week. Wonderful!`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.name} reached the goal of ${i?.goal} days this week. Wonderful!`);
	return /** @type {LocalizedString} */ ("learn_streak_about_goal_reached");
};

export const learn_streak_about_start = /** @type {(inputs: Learn_Streak_About_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reading a chapter, practising a verse or playing a game starts ${i?.name}'s streak!`)
};

export const learn_streak_about_grace = /** @type {(inputs: Learn_Streak_About_GraceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yesterday was a grace day, so ${i?.name}'s streak is safe.`)
};

export const learn_streak_about_waiting = /** @type {(inputs: Learn_Streak_About_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s streak is waiting. Anything learned today counts!`)
};

export const devotionals_page_title = /** @type {(inputs: Devotionals_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily Devotionals`)
};

export const devotionals_page_description = /** @type {(inputs: Devotionals_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A daily nugget of truth for children and families: a key verse, a short reading, a reflection and a prayer.`)
};

export const devotionals_page_lead = /** @type {(inputs: Devotionals_Page_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A nugget of truth for every day: a key verse, a short reading, a reflection and a prayer.`)
};

export const devotionals_browse_archive = /** @type {(inputs: Devotionals_Browse_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse the archive`)
};

export const devotionals_rss_feed = /** @type {(inputs: Devotionals_Rss_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSS feed`)
};

export const devotionals_rss_title = /** @type {(inputs: Devotionals_Rss_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.siteName}: Daily Devotionals`)
};

export const devotionals_nugget_title = /** @type {(inputs: Devotionals_Nugget_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nugget for Today`)
};

export const devotionals_share_this = /** @type {(inputs: Devotionals_Share_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share This`)
};

export const devotionals_large_view = /** @type {(inputs: Devotionals_Large_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Large View`)
};

export const devotionals_open_its_page = /** @type {(inputs: Devotionals_Open_Its_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open its page`)
};

export const devotionals_empty_title = /** @type {(inputs: Devotionals_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No devotionals available`)
};

export const devotionals_empty_text = /** @type {(inputs: Devotionals_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check back later for daily inspiration!`)
};

export const devotionals_past_title = /** @type {(inputs: Devotionals_Past_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past Devotions`)
};

export const devotionals_no_past = /** @type {(inputs: Devotionals_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No past devotionals yet.`)
};

export const devotionals_see_all_past = /** @type {(inputs: Devotionals_See_All_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See all past devotions`)
};

export const devotionals_bulk_title = /** @type {(inputs: Devotionals_Bulk_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bulk Import`)
};

export const devotionals_bulk_text = /** @type {(inputs: Devotionals_Bulk_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add many devotionals at once in the admin panel.`)
};

export const devotionals_open_admin = /** @type {(inputs: Devotionals_Open_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the admin panel`)
};

export const devotionals_opens_new_tab = /** @type {(inputs: Devotionals_Opens_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opens in a new tab)`)
};

export const devotionals_browse_full_archive = /** @type {(inputs: Devotionals_Browse_Full_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse the full archive`)
};

export const devotionals_dialog_title = /** @type {(inputs: Devotionals_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotional`)
};

export const devotionals_previous = /** @type {(inputs: Devotionals_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

export const devotionals_next = /** @type {(inputs: Devotionals_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

export const devotionals_tip_start = /** @type {(inputs: Devotionals_Tip_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip: use the`)
};

export const devotionals_tip_and = /** @type {(inputs: Devotionals_Tip_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and`)
};

export const devotionals_tip_end = /** @type {(inputs: Devotionals_Tip_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`arrow keys to move between devotionals.`)
};

export const devotionals_open_page = /** @type {(inputs: Devotionals_Open_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open page`)
};

export const devotionals_share_dialog_title = /** @type {(inputs: Devotionals_Share_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share This Devotional`)
};

export const devotionals_share_intro = /** @type {(inputs: Devotionals_Share_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Share “${i?.title}” with your friends and family.`)
};

export const devotionals_copy_link = /** @type {(inputs: Devotionals_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy Link`)
};

export const devotionals_share_email = /** @type {(inputs: Devotionals_Share_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const devotionals_copied_title = /** @type {(inputs: Devotionals_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied! 📋`)
};

export const devotionals_copied_text = /** @type {(inputs: Devotionals_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share text copied to clipboard!`)
};

export const devotionals_copy_failed_title = /** @type {(inputs: Devotionals_Copy_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const devotionals_copy_failed_text = /** @type {(inputs: Devotionals_Copy_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to copy to clipboard`)
};

export const devotionals_counter = /** @type {(inputs: Devotionals_CounterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Devotional ${i?.index} of ${i?.count}`)
};

export const devotionals_page_of = /** @type {(inputs: Devotionals_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages}`)
};

export const devotionals_newer = /** @type {(inputs: Devotionals_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer`)
};

export const devotionals_older = /** @type {(inputs: Devotionals_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older`)
};

export const devotionals_past_pages = /** @type {(inputs: Devotionals_Past_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past devotions pages`)
};

export const devotionals_loading = /** @type {(inputs: Devotionals_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading devotionals...`)
};

export const devotionals_load_failed_title = /** @type {(inputs: Devotionals_Load_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`❌ Database Error`)
};

export const devotionals_load_failed = /** @type {(inputs: Devotionals_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to fetch devotionals: ${i?.message}`)
};

export const devotionals_read = /** @type {(inputs: Devotionals_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read`)
};

export const devotionals_for_title = /** @type {(inputs: Devotionals_For_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for “${i?.title}”`)
};

export const devotionals_read_more = /** @type {(inputs: Devotionals_Read_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read More`)
};

export const devotionals_read_less = /** @type {(inputs: Devotionals_Read_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read Less`)
};

export const devotionals_reflection = /** @type {(inputs: Devotionals_ReflectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reflection`)
};

export const devotionals_prayer = /** @type {(inputs: Devotionals_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prayer`)
};

export const devotionals_upgrade_now = /** @type {(inputs: Devotionals_Upgrade_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade Now`)
};

export const devotionals_audio_locked = /** @type {(inputs: Devotionals_Audio_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audio devotionals are part of Premium.`)
};

export const devotionals_video_locked = /** @type {(inputs: Devotionals_Video_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video devotionals are part of Premium.`)
};

export const devotionals_listen_audio = /** @type {(inputs: Devotionals_Listen_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to the audio`)
};

export const devotionals_no_video = /** @type {(inputs: Devotionals_No_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser does not support the video tag.`)
};

export const devotionals_archive_title = /** @type {(inputs: Devotionals_Archive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotional Archive`)
};

export const devotionals_archive_title_page = /** @type {(inputs: Devotionals_Archive_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Devotional Archive, page ${i?.page}`)
};

export const devotionals_archive_description = /** @type {(inputs: Devotionals_Archive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every daily devotional for children and families, newest first: key verse, reading, reflection and prayer.`)
};

export const devotionals_archive_lead = /** @type {(inputs: Devotionals_Archive_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every daily devotional, newest first.`)
};

export const devotionals_back_to_today = /** @type {(inputs: Devotionals_Back_To_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to today’s devotional`)
};

export const devotionals_archive_pages = /** @type {(inputs: Devotionals_Archive_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archive pages`)
};

export const devotionals_breadcrumb = /** @type {(inputs: Devotionals_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

export const devotionals_devotionals = /** @type {(inputs: Devotionals_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotionals`)
};

export const devotionals_archive = /** @type {(inputs: Devotionals_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archive`)
};

export const devotionals_daily_devotional = /** @type {(inputs: Devotionals_Daily_DevotionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily Devotional`)
};

export const devotionals_more_devotionals = /** @type {(inputs: Devotionals_More_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More devotionals`)
};

export const devotionals_wisdom_title = /** @type {(inputs: Devotionals_Wisdom_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily Wisdom`)
};

export const devotionals_wisdom_loading = /** @type {(inputs: Devotionals_Wisdom_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading wisdom...`)
};

export const devotionals_wisdom_unlock = /** @type {(inputs: Devotionals_Wisdom_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock Daily Wisdom!`)
};

export const devotionals_wisdom_unlock_text = /** @type {(inputs: Devotionals_Wisdom_Unlock_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade your plan to get a new proverb with its meaning every day.`)
};

export const devotionals_wisdom_upgrade_more = /** @type {(inputs: Devotionals_Wisdom_Upgrade_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade for more`)
};

export const devotionals_wisdom_meaning = /** @type {(inputs: Devotionals_Wisdom_MeaningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What does this mean?`)
};

export const devotionals_wisdom_why = /** @type {(inputs: Devotionals_Wisdom_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why does this matter?`)
};

export const devotionals_wisdom_previous = /** @type {(inputs: Devotionals_Wisdom_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous proverb`)
};

export const devotionals_wisdom_next = /** @type {(inputs: Devotionals_Wisdom_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next proverb`)
};

export const devotionals_wisdom_next_wisdom = /** @type {(inputs: Devotionals_Wisdom_Next_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next Wisdom`)
};

export const devotionals_wisdom_counter = /** @type {(inputs: Devotionals_Wisdom_CounterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Daily Proverb ${i?.n} of ${i?.count}`)
};

export const devotionals_wisdom_plan_banner = /** @type {(inputs: Devotionals_Wisdom_Plan_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your plan includes ${i?.limit} wisdom proverbs`)
};

export const devotionals_lessons_title = /** @type {(inputs: Devotionals_Lessons_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lessons`)
};

export const devotionals_lessons_lead = /** @type {(inputs: Devotionals_Lessons_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short lessons about the biggest truths of the faith.`)
};

export const devotionals_lesson_start = /** @type {(inputs: Devotionals_Lesson_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start lesson`)
};

export const devotionals_lesson_locked = /** @type {(inputs: Devotionals_Lesson_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locked`)
};

export const devotionals_lesson_upgrade = /** @type {(inputs: Devotionals_Lesson_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade`)
};

export const devotionals_lesson_upgrade_to_open = /** @type {(inputs: Devotionals_Lesson_Upgrade_To_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to open ${i?.title}`)
};

export const devotionals_lesson_label = /** @type {(inputs: Devotionals_Lesson_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini Lesson`)
};

export const devotionals_lesson_description = /** @type {(inputs: Devotionals_Lesson_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: a mini lesson for children and families.`)
};

export const devotionals_journey = /** @type {(inputs: Devotionals_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journey of Faith`)
};

export const devotionals_lesson_checking = /** @type {(inputs: Devotionals_Lesson_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your plan...`)
};

export const devotionals_lesson_paid = /** @type {(inputs: Devotionals_Lesson_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This mini lesson is part of a paid plan.`)
};

export const devotionals_lesson_upgrade_all = /** @type {(inputs: Devotionals_Lesson_Upgrade_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade to open every mini lesson.`)
};

export const devotionals_key_verses = /** @type {(inputs: Devotionals_Key_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key Verses`)
};

export const devotionals_back_to_journey = /** @type {(inputs: Devotionals_Back_To_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the Journey of Faith`)
};

export const devotionals_all_devotionals = /** @type {(inputs: Devotionals_All_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All devotionals`)
};

export const api_email_required = /** @type {(inputs: Api_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email address.`)
};

export const api_email_invalid = /** @type {(inputs: Api_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address.`)
};

export const api_password_required = /** @type {(inputs: Api_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your password.`)
};

export const api_password_too_short = /** @type {(inputs: Api_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password should be at least ${i?.min} characters.`)
};

export const api_password_too_long = /** @type {(inputs: Api_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password should be at most ${i?.max} characters.`)
};

export const api_password_too_common = /** @type {(inputs: Api_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password is too common and easy to guess. Please choose a different one.`)
};

export const api_full_name_too_long = /** @type {(inputs: Api_Full_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please keep your name under ${i?.max} characters.`)
};

export const api_not_adult = /** @type {(inputs: Api_Not_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm that you are 18 or older. Children learn in a profile of their parent’s account.`)
};

export const api_expected_text = /** @type {(inputs: Api_Expected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid input: expected string`)
};

export const api_expected_yes_no = /** @type {(inputs: Api_Expected_Yes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid input: expected boolean`)
};

export const api_link_needed = /** @type {(inputs: Api_Link_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page needs the link from your e-mail. Ask for a new one below.`)
};

export const api_link_expired = /** @type {(inputs: Api_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired or was already used. Please ask for a new one.`)
};

export const api_invalid_credentials = /** @type {(inputs: Api_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid login credentials`)
};

export const api_email_not_confirmed = /** @type {(inputs: Api_Email_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click the confirmation link in your email to activate your account, then try signing in again.`)
};

export const api_check_email = /** @type {(inputs: Api_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check your email and click the confirmation link to activate your account.`)
};

export const api_too_many_sign_ins = /** @type {(inputs: Api_Too_Many_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many failed sign-in attempts.`)
};

export const api_too_many_wrong_passwords = /** @type {(inputs: Api_Too_Many_Wrong_PasswordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong passwords.`)
};

export const api_wrong_password = /** @type {(inputs: Api_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That password is not right.`)
};

export const api_sign_in_needed = /** @type {(inputs: Api_Sign_In_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to continue.`)
};

export const api_forbidden = /** @type {(inputs: Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not allowed to do that.`)
};

export const api_admins_only = /** @type {(inputs: Api_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only admins can do that.`)
};

export const api_not_found = /** @type {(inputs: Api_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not found.`)
};

export const api_no_endpoint = /** @type {(inputs: Api_No_EndpointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such API endpoint.`)
};

export const api_too_large = /** @type {(inputs: Api_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That request is too large.`)
};

export const api_invalid_json = /** @type {(inputs: Api_Invalid_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body must be JSON.`)
};

export const api_invalid_input = /** @type {(inputs: Api_Invalid_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid input.`)
};

export const api_unprintable_text = /** @type {(inputs: Api_Unprintable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please use ordinary text: some characters in it cannot be shown.`)
};

export const api_internal = /** @type {(inputs: Api_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side. Please try again.`)
};

export const api_unexpected = /** @type {(inputs: Api_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error occurred. Please try again.`)
};

export const api_parent_only = /** @type {(inputs: Api_Parent_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please ask a grown-up: this part is for parents.`)
};

export const api_profile_name_required = /** @type {(inputs: Api_Profile_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a first name or nickname.`)
};

export const api_profile_name_too_long = /** @type {(inputs: Api_Profile_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please keep the name under ${i?.max} characters.`)
};

export const api_profile_name_invalid = /** @type {(inputs: Api_Profile_Name_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use letters only: a first name or nickname, no e-mail or surname.`)
};

export const api_avatar_required = /** @type {(inputs: Api_Avatar_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose an avatar.`)
};

export const api_age_band_required = /** @type {(inputs: Api_Age_Band_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose an age group.`)
};

export const api_too_many_children = /** @type {(inputs: Api_Too_Many_ChildrenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A family can have up to ${i?.max} child profiles.`)
};

export const api_pin_invalid = /** @type {(inputs: Api_Pin_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The PIN is ${i?.min} to ${i?.max} digits.`)
};

export const api_pin_wrong = /** @type {(inputs: Api_Pin_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That PIN is not right. Please try again.`)
};

export const api_pin_too_many = /** @type {(inputs: Api_Pin_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong PINs. Please wait a little and try again.`)
};

export const api_no_such_profile = /** @type {(inputs: Api_No_Such_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That profile is not in your family.`)
};

export const api_posting_off = /** @type {(inputs: Api_Posting_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sharing stories and messages is turned off for you. Ask your parent to turn it on.`)
};

export const api_still_with_parent = /** @type {(inputs: Api_Still_With_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This still waits for the child’s parent: it comes to the queue once they approve it. Nothing was changed.`)
};

export const api_wait_minutes = /** @type {(inputs: Api_Wait_MinutesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Please wait ${i?.count} minute and try again.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Please wait ${i?.count} minutes and try again.`);
	return /** @type {LocalizedString} */ ("api_wait_minutes");
};

export const api_child_deleted = /** @type {(inputs: Api_Child_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The profile and everything it saved were deleted.`)
};

export const api_waits_for_parent = /** @type {(inputs: Api_Waits_For_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your parent will look at it first.`)
};

export const api_confirmation_resent = /** @type {(inputs: Api_Confirmation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If that account still needs confirming, we sent a new confirmation link.`)
};

export const api_signed_out_everywhere = /** @type {(inputs: Api_Signed_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You were signed out on every device.`)
};

export const api_reset_link_sent = /** @type {(inputs: Api_Reset_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If an account uses that email, we sent it a link to choose a new password.`)
};

export const api_password_changed = /** @type {(inputs: Api_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password was changed. Other devices were signed out.`)
};

export const api_account_deleted = /** @type {(inputs: Api_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account and its personal data were deleted.`)
};

export const api_too_many_from_device = /** @type {(inputs: Api_Too_Many_From_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many requests from this device.`)
};

export const api_many_mails_sent = /** @type {(inputs: Api_Many_Mails_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We already sent several e-mails to this address.`)
};

export const api_too_many_sign_in_attempts = /** @type {(inputs: Api_Too_Many_Sign_In_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many sign-in attempts.`)
};

export const api_review_gone = /** @type {(inputs: Api_Review_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is not waiting for you any more.`)
};

export const api_review_sent_on = /** @type {(inputs: Api_Review_Sent_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent on to our team for a last check.`)
};

export const api_review_declined = /** @type {(inputs: Api_Review_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined and deleted.`)
};

export const api_portal_not_set_up = /** @type {(inputs: Api_Portal_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription management is not set up on this site yet.`)
};

export const api_not_bought_online = /** @type {(inputs: Api_Not_Bought_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan was not bought online, so there is nothing to manage here.`)
};

export const api_cross_site = /** @type {(inputs: Api_Cross_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cross-site requests are not allowed.`)
};

export const community_ask_title = /** @type {(inputs: Community_Ask_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask & Pray`)
};

export const community_ask_description = /** @type {(inputs: Community_Ask_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask questions about God and the Bible, share prayer requests, and encourage one another.`)
};

export const community_ask_lead = /** @type {(inputs: Community_Ask_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring your questions and your prayers. You are never alone!`)
};

export const community_card_questions_title = /** @type {(inputs: Community_Card_Questions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask Questions`)
};

export const community_card_questions_text = /** @type {(inputs: Community_Card_Questions_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wondering about God, the Bible or faith? Ask, and a grown-up will answer you here.`)
};

export const community_card_prayer_title = /** @type {(inputs: Community_Card_Prayer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prayer Requests`)
};

export const community_card_prayer_text = /** @type {(inputs: Community_Card_Prayer_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us what to pray for. We would love to pray with you.`)
};

export const community_card_community_title = /** @type {(inputs: Community_Card_Community_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

export const community_card_community_text = /** @type {(inputs: Community_Card_Community_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share an encouraging word with other kids and families.`)
};

export const community_wall_title = /** @type {(inputs: Community_Wall_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words of Encouragement`)
};

export const community_wall_empty = /** @type {(inputs: Community_Wall_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages yet. Share the first encouraging word!`)
};

export const community_dialog_questions = /** @type {(inputs: Community_Dialog_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask a Question`)
};

export const community_dialog_prayer = /** @type {(inputs: Community_Dialog_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share a Prayer Request`)
};

export const community_dialog_community = /** @type {(inputs: Community_Dialog_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encourage the Community`)
};

export const community_close = /** @type {(inputs: Community_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const community_sign_in_first = /** @type {(inputs: Community_Sign_In_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in first, so we can answer you.`)
};

export const community_sign_in = /** @type {(inputs: Community_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

export const community_field_title = /** @type {(inputs: Community_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const community_field_question = /** @type {(inputs: Community_Field_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your question`)
};

export const community_field_prayer = /** @type {(inputs: Community_Field_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your prayer request`)
};

export const community_field_message = /** @type {(inputs: Community_Field_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your message`)
};

export const community_keep_private = /** @type {(inputs: Community_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep my name private`)
};

export const community_prayers_paid = /** @type {(inputs: Community_Prayers_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prayer requests are part of our paid plans.`)
};

export const community_prayers_used = /** @type {(inputs: Community_Prayers_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have used ${i?.used} of your ${i?.limit} prayer requests in the last 30 days.`)
};

export const community_upgrade = /** @type {(inputs: Community_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade`)
};

export const community_review_note = /** @type {(inputs: Community_Review_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages appear on this page after a grown-up reads them.`)
};

export const community_send = /** @type {(inputs: Community_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send`)
};

export const community_mine_title = /** @type {(inputs: Community_Mine_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Questions and Prayers`)
};

export const community_mine_question = /** @type {(inputs: Community_Mine_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`❓ Question`)
};

export const community_mine_prayer = /** @type {(inputs: Community_Mine_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🙏 Prayer`)
};

export const community_answer = /** @type {(inputs: Community_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer: `)
};

export const community_waiting_answer = /** @type {(inputs: Community_Waiting_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for an answer.`)
};

export const community_error = /** @type {(inputs: Community_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const community_went_wrong = /** @type {(inputs: Community_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

export const community_sent_title = /** @type {(inputs: Community_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent! 🙏`)
};

export const community_sent_question = /** @type {(inputs: Community_Sent_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your question was sent. You will find the answer on this page.`)
};

export const community_sent_prayer = /** @type {(inputs: Community_Sent_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! We are praying with you.`)
};

export const community_sent_message = /** @type {(inputs: Community_Sent_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your message will appear after a quick review.`)
};

export const community_sent_waits_for_parent = /** @type {(inputs: Community_Sent_Waits_For_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your parent will look at it first.`)
};

export const community_missing_title = /** @type {(inputs: Community_Missing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

export const community_missing_question = /** @type {(inputs: Community_Missing_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in both title and question fields.`)
};

export const community_missing_prayer = /** @type {(inputs: Community_Missing_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in both title and request fields.`)
};

export const community_missing_message_title = /** @type {(inputs: Community_Missing_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Message`)
};

export const community_missing_message = /** @type {(inputs: Community_Missing_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a message to share with the community.`)
};

export const community_title_too_long = /** @type {(inputs: Community_Title_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please keep the title under ${i?.max} characters.`)
};

export const community_body_too_long = /** @type {(inputs: Community_Body_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please keep it under ${i?.max} characters.`)
};

export const community_media_title = /** @type {(inputs: Community_Media_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media Center`)
};

export const community_media_description = /** @type {(inputs: Community_Media_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible videos and audio for children and families: stories, songs and lessons to watch and listen to together.`)
};

export const community_media_lead = /** @type {(inputs: Community_Media_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible videos and audio to watch and listen to together.`)
};

export const community_media_channel = /** @type {(inputs: Community_Media_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`▶ Visit our video channel`)
};

export const community_new_tab = /** @type {(inputs: Community_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (opens in a new tab)`)
};

export const community_media_empty_title = /** @type {(inputs: Community_Media_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Media Available`)
};

export const community_media_empty_text = /** @type {(inputs: Community_Media_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New videos and audio are on their way. Check back soon!`)
};

export const community_media_show = /** @type {(inputs: Community_Media_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const community_media_filter_all = /** @type {(inputs: Community_Media_Filter_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All (${i?.count})`)
};

export const community_media_filter_videos = /** @type {(inputs: Community_Media_Filter_VideosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Videos (${i?.count})`)
};

export const community_media_filter_audio = /** @type {(inputs: Community_Media_Filter_AudioInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Audio (${i?.count})`)
};

export const community_media_no_audio = /** @type {(inputs: Community_Media_No_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser does not support the audio element.`)
};

export const community_media_no_video = /** @type {(inputs: Community_Media_No_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser does not support the video tag.`)
};

export const community_media_kind_video = /** @type {(inputs: Community_Media_Kind_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎬 Video`)
};

export const community_media_kind_audio = /** @type {(inputs: Community_Media_Kind_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎧 Audio`)
};

export const community_media_size = /** @type {(inputs: Community_Media_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} MB`)
};

export const community_author_anonymous = /** @type {(inputs: Community_Author_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anonymous`)
};

export const community_author_friend = /** @type {(inputs: Community_Author_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A friend`)
};

export const community_author_young_reader = /** @type {(inputs: Community_Author_Young_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A young reader`)
};

export const community_story_error = /** @type {(inputs: Community_Story_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const community_story_missing = /** @type {(inputs: Community_Story_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in both title and content`)
};

export const community_story_failed = /** @type {(inputs: Community_Story_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to submit story`)
};

export const community_story_thanks = /** @type {(inputs: Community_Story_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank You!`)
};

export const community_story_loading = /** @type {(inputs: Community_Story_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

export const community_story_sign_in_lead = /** @type {(inputs: Community_Story_Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to share your own story of faith.`)
};

export const community_story_sign_in = /** @type {(inputs: Community_Story_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to share`)
};

export const community_story_share_title = /** @type {(inputs: Community_Story_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share Your Story`)
};

export const community_story_title_label = /** @type {(inputs: Community_Story_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const community_story_content_label = /** @type {(inputs: Community_Story_Content_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your story`)
};

export const community_story_category = /** @type {(inputs: Community_Story_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category`)
};

export const community_story_category_general = /** @type {(inputs: Community_Story_Category_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

export const community_story_category_prayer = /** @type {(inputs: Community_Story_Category_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prayer`)
};

export const community_story_category_school = /** @type {(inputs: Community_Story_Category_SchoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`School`)
};

export const community_story_category_family = /** @type {(inputs: Community_Story_Category_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family`)
};

export const community_story_category_friends = /** @type {(inputs: Community_Story_Category_FriendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friends`)
};

export const community_story_category_church = /** @type {(inputs: Community_Story_Category_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Church`)
};

export const community_story_anonymous = /** @type {(inputs: Community_Story_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share without my name`)
};

export const community_story_reviewed = /** @type {(inputs: Community_Story_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every story is read by a grown-up before it appears for everyone.`)
};

export const community_story_submit = /** @type {(inputs: Community_Story_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share My Story`)
};

export const community_story_mine = /** @type {(inputs: Community_Story_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Stories`)
};

export const community_story_none = /** @type {(inputs: Community_Story_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not shared a story yet.`)
};

export const community_story_status_pending = /** @type {(inputs: Community_Story_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending Review`)
};

export const community_story_status_approved = /** @type {(inputs: Community_Story_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved`)
};

export const community_story_status_rejected = /** @type {(inputs: Community_Story_Status_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Approved`)
};

export const community_story_too_long = /** @type {(inputs: Community_Story_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is too long. Please make it shorter.`)
};
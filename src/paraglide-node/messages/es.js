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
	return /** @type {LocalizedString} */ (`Para explorar`)
};

export const site_footer_general_label = /** @type {(inputs: Site_Footer_General_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pie de página: general`)
};

export const site_footer_features_label = /** @type {(inputs: Site_Footer_Features_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pie de página: para explorar`)
};

export const site_footer_privacy = /** @type {(inputs: Site_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacidad`)
};

export const site_footer_copyright = /** @type {(inputs: Site_Footer_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.siteName}`)
};

export const site_celebration_earned_title = /** @type {(inputs: Site_Celebration_Earned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌟 ¡Ganaste algo nuevo!`)
};

export const site_celebration_you_earned = /** @type {(inputs: Site_Celebration_You_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganaste:`)
};

export const site_celebration_keep_going = /** @type {(inputs: Site_Celebration_Keep_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡A seguir!`)
};

export const site_menu_label = /** @type {(inputs: Site_Menu_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menú`)
};

export const site_menu_open = /** @type {(inputs: Site_Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el menú`)
};

export const site_menu_main = /** @type {(inputs: Site_Menu_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

export const site_account_menu = /** @type {(inputs: Site_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta`)
};

export const site_learning_switch_menu = /** @type {(inputs: Site_Learning_Switch_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Quién aprende?`)
};

export const site_celebration_well_done = /** @type {(inputs: Site_Celebration_Well_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Muy bien!`)
};

export const site_celebration_plan_day = /** @type {(inputs: Site_Celebration_Plan_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan}: ¡día ${i?.day} terminado!`)
};

export const site_skip_to_content = /** @type {(inputs: Site_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saltar al contenido`)
};

export const site_menu_general = /** @type {(inputs: Site_Menu_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

export const site_menu_features = /** @type {(inputs: Site_Menu_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para explorar`)
};

export const site_menu_mobile = /** @type {(inputs: Site_Menu_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menú`)
};

export const site_menu_admin = /** @type {(inputs: Site_Menu_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

export const site_menu_admin_panel = /** @type {(inputs: Site_Menu_Admin_PanelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel de administración`)
};

export const site_menu_mini_lessons = /** @type {(inputs: Site_Menu_Mini_LessonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilecciones`)
};

export const site_menu_readings = /** @type {(inputs: Site_Menu_ReadingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecturas`)
};

export const site_nav_home = /** @type {(inputs: Site_Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio`)
};

export const site_nav_journey = /** @type {(inputs: Site_Nav_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camino de fe`)
};

export const site_nav_about = /** @type {(inputs: Site_Nav_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiénes somos`)
};

export const site_nav_challenges = /** @type {(inputs: Site_Nav_ChallengesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desafíos`)
};

export const site_nav_devotional = /** @type {(inputs: Site_Nav_DevotionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocional`)
};

export const site_nav_bible_explorer = /** @type {(inputs: Site_Nav_Bible_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorador bíblico`)
};

export const site_nav_reading_plans = /** @type {(inputs: Site_Nav_Reading_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de lectura`)
};

export const site_nav_all_books = /** @type {(inputs: Site_Nav_All_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los libros de la Biblia`)
};

export const site_nav_search_bible = /** @type {(inputs: Site_Nav_Search_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar en la Biblia`)
};

export const site_nav_games = /** @type {(inputs: Site_Nav_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos`)
};

export const site_nav_ask_pray = /** @type {(inputs: Site_Nav_Ask_PrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta y ora`)
};

export const site_nav_media = /** @type {(inputs: Site_Nav_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos y audios`)
};

export const site_sign_in = /** @type {(inputs: Site_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

export const site_sign_up = /** @type {(inputs: Site_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear cuenta`)
};

export const site_sign_out = /** @type {(inputs: Site_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir`)
};

export const site_upgrade = /** @type {(inputs: Site_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hazte Premium`)
};

export const site_upgrade_premium = /** @type {(inputs: Site_Upgrade_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hazte Premium`)
};

export const site_manage_subscription = /** @type {(inputs: Site_Manage_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestionar suscripción`)
};

export const site_family = /** @type {(inputs: Site_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familia`)
};

export const site_my_account = /** @type {(inputs: Site_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi cuenta`)
};

export const site_account = /** @type {(inputs: Site_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta`)
};

export const site_plan_suffix = /** @type {(inputs: Site_Plan_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (plan)`)
};

export const site_streak_suffix = /** @type {(inputs: Site_Streak_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` días seguidos`)
};

export const site_close = /** @type {(inputs: Site_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

export const site_toast_dismiss = /** @type {(inputs: Site_Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar aviso`)
};

export const site_welcome_back = /** @type {(inputs: Site_Welcome_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Hola otra vez, ${i?.name}! 👋`)
};

export const site_footer_tagline = /** @type {(inputs: Site_Footer_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Palabra de Dios en pedacitos para transformar vidas`)
};

export const site_error_title = /** @type {(inputs: Site_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal`)
};

export const site_error_unexpected = /** @type {(inputs: Site_Error_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error inesperado. Inténtalo de nuevo.`)
};

export const site_notice_account_deleted_title = /** @type {(inputs: Site_Notice_Account_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta eliminada`)
};

export const site_notice_account_deleted_text = /** @type {(inputs: Site_Notice_Account_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta y sus datos personales se eliminaron. ¡Gracias por aprender con nosotros!`)
};

export const site_notice_signed_out_title = /** @type {(inputs: Site_Notice_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión cerrada`)
};

export const site_notice_signed_out_text = /** @type {(inputs: Site_Notice_Signed_Out_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Hasta pronto!`)
};

export const site_notice_summary_unsubscribed_title = /** @type {(inputs: Site_Notice_Summary_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción cancelada`)
};

export const site_notice_summary_unsubscribed_text = /** @type {(inputs: Site_Notice_Summary_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no recibirás los resúmenes semanales. Puedes volver a activarlos en la página de la familia.`)
};

export const site_notice_summary_link_unknown_title = /** @type {(inputs: Site_Notice_Summary_Link_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cambió nada`)
};

export const site_notice_summary_link_unknown_text = /** @type {(inputs: Site_Notice_Summary_Link_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese enlace para cancelar es antiguo o no es nuestro, así que no se cambió nada. Para dejar de recibir el resumen semanal, usa el enlace del último resumen, o inicia sesión y desactívalo en la página de la familia.`)
};

export const site_notice_checkout_success_title = /** @type {(inputs: Site_Notice_Checkout_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! 🎉`)
};

export const site_notice_checkout_success_text = /** @type {(inputs: Site_Notice_Checkout_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pago se realizó. Tu plan se abre en un momento.`)
};

export const site_loading = /** @type {(inputs: Site_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando...`)
};

export const site_who_description = /** @type {(inputs: Site_Who_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige quién aprende en este dispositivo.`)
};

export const site_who_parent = /** @type {(inputs: Site_Who_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Padre o madre`)
};

export const site_who_parent_pin = /** @type {(inputs: Site_Who_Parent_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN de los padres`)
};

export const site_who_continue = /** @type {(inputs: Site_Who_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar`)
};

export const site_manifest_description = /** @type {(inputs: Site_Manifest_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias de la Biblia, juegos y versículos para niños y familias, en pedacitos.`)
};

export const site_not_found_title = /** @type {(inputs: Site_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página no encontrada`)
};

export const site_not_found_description = /** @type {(inputs: Site_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No encontramos esa página.`)
};

export const site_not_found_lead = /** @type {(inputs: Site_Not_Found_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscamos por todas partes, pero esta página no está aquí. Tal vez se movió, o el enlace tiene un error.`)
};

export const site_go_home = /** @type {(inputs: Site_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a la página de inicio`)
};

export const site_read_bible = /** @type {(inputs: Site_Read_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer la Biblia`)
};

export const site_offline_title = /** @type {(inputs: Site_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes conexión`)
};

export const site_offline_description = /** @type {(inputs: Site_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que aún puedes hacer sin conexión.`)
};

export const site_offline_lead = /** @type {(inputs: Site_Offline_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página todavía no está guardada en este dispositivo. Cuando vuelva la conexión, se abrirá como siempre. Mientras tanto, esto es lo que puedes hacer.`)
};

export const site_offline_play = /** @type {(inputs: Site_Offline_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juega un juego`)
};

export const site_offline_games_label = /** @type {(inputs: Site_Offline_Games_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos que funcionan sin conexión`)
};

export const site_offline_read_again = /** @type {(inputs: Site_Offline_Read_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a leer`)
};

export const site_offline_kept = /** @type {(inputs: Site_Offline_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capítulos y páginas guardados en este dispositivo:`)
};

export const site_offline_synced = /** @type {(inputs: Site_Offline_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Marcaste un capítulo como leído o terminaste un juego? Se guarda en este dispositivo y se envía cuando vuelvas a tener conexión.`)
};

export const site_offline_all_games = /** @type {(inputs: Site_Offline_All_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los juegos`)
};

export const site_about_video = /** @type {(inputs: Site_About_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira nuestro canal de videos`)
};

export const site_new_tab = /** @type {(inputs: Site_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (se abre en otra pestaña)`)
};

export const site_about_help = /** @type {(inputs: Site_About_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Necesitas ayuda? Escríbenos`)
};

export const site_about_help_subject = /** @type {(inputs: Site_About_Help_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ayuda con ${i?.siteName}`)
};

export const site_privacy_title = /** @type {(inputs: Site_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacidad`)
};

export const site_privacy_description = /** @type {(inputs: Site_Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qué guarda ${i?.siteName} sobre padres e hijos, por qué, durante cuánto tiempo y cómo contactarnos.`)
};

export const site_privacy_heading = /** @type {(inputs: Site_Privacy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacidad, en palabras sencillas`)
};

export const site_privacy_accounts_title = /** @type {(inputs: Site_Privacy_Accounts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién tiene una cuenta`)
};

export const site_privacy_accounts_text = /** @type {(inputs: Site_Privacy_Accounts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los adultos de 18 años o más crean una cuenta. Los niños aprenden en un perfil dentro de la cuenta de su padre o de su madre. Nunca pedimos a un niño una dirección de correo, una contraseña, un apellido, una foto ni una fecha de nacimiento.`)
};

export const site_privacy_parents_title = /** @type {(inputs: Site_Privacy_Parents_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué guardamos sobre los padres`)
};

export const site_privacy_parents_email = /** @type {(inputs: Site_Privacy_Parents_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu dirección de correo y tu nombre, si nos lo diste: para que puedas iniciar sesión y para escribirte.`)
};

export const site_privacy_parents_password = /** @type {(inputs: Site_Privacy_Parents_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña y el PIN de tu familia, solo como códigos cifrados que nadie puede volver a leer.`)
};

export const site_privacy_parents_plan = /** @type {(inputs: Site_Privacy_Parents_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu plan y tus pagos (el pago lo gestiona nuestro proveedor de pagos; nunca vemos números de tarjeta).`)
};

export const site_privacy_parents_sessions = /** @type {(inputs: Site_Privacy_Parents_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las sesiones, para que sigas conectado en tus dispositivos.`)
};

export const site_privacy_children_title = /** @type {(inputs: Site_Privacy_Children_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué guardamos sobre los niños`)
};

export const site_privacy_children_learning = /** @type {(inputs: Site_Privacy_Children_LearningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que aprenden: capítulos leídos, desafíos, insignias, logros, versículos para memorizar y resultados de juegos, para que puedan seguir donde lo dejaron y tú puedas ver su semana.`)
};

export const site_privacy_children_writing = /** @type {(inputs: Site_Privacy_Children_WritingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las historias y los mensajes de Pregunta y ora que escriben. Tú apruebas cada uno primero; nuestro equipo también lo revisa. Si se muestra públicamente, solo aparece el nombre de pila o «Un joven lector».`)
};

export const site_privacy_how_long_title = /** @type {(inputs: Site_Privacy_How_Long_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durante cuánto tiempo`)
};

export const site_privacy_how_long_text = /** @type {(inputs: Site_Privacy_How_Long_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardamos tus datos mientras exista tu cuenta. El perfil de un niño con el que nadie ha aprendido durante ${i?.months} meses se elimina con todo lo que guardó; te escribimos un mes antes. Cuando eliminas el perfil de un niño o tu cuenta, sus datos se eliminan enseguida (las copias de seguridad se renuevan en pocos días).`)
};

export const site_privacy_third_parties_title = /** @type {(inputs: Site_Privacy_Third_Parties_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada va a terceros`)
};

export const site_privacy_third_parties_text = /** @type {(inputs: Site_Privacy_Third_Parties_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No vendemos ni compartimos los datos de nadie, no mostramos publicidad y no usamos rastreadores. Los correos salen de nuestro propio servidor de correo; los pagos pasan por nuestro proveedor de pagos solo cuando compras un plan.`)
};

export const site_privacy_rights_title = /** @type {(inputs: Site_Privacy_Rights_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus derechos`)
};

export const site_privacy_rights_family_before = /** @type {(inputs: Site_Privacy_Rights_Family_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la página `)
};

export const site_privacy_rights_family_after = /** @type {(inputs: Site_Privacy_Rights_Family_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` puedes descargar todos los datos de un niño o de toda tu familia en un archivo, y eliminar el perfil de un niño.`)
};

export const site_privacy_rights_account_before = /** @type {(inputs: Site_Privacy_Rights_Account_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En `)
};

export const site_privacy_rights_account_after = /** @type {(inputs: Site_Privacy_Rights_Account_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` puedes eliminar tu cuenta y todos sus datos.`)
};

export const site_privacy_contact_title = /** @type {(inputs: Site_Privacy_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto`)
};

export const site_privacy_contact_text = /** @type {(inputs: Site_Privacy_Contact_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Preguntas sobre tus datos? Escribe al responsable de ${i?.siteName} a`)
};

export const site_privacy_contact_subject = /** @type {(inputs: Site_Privacy_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta sobre privacidad`)
};

export const site_who_title = /** @type {(inputs: Site_Who_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Quién aprende hoy?`)
};

export const site_language_offer = /** @type {(inputs: Site_Language_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver esta página en español`)
};

export const site_language_no_thanks = /** @type {(inputs: Site_Language_No_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, gracias`)
};

export const site_language_bar_label = /** @type {(inputs: Site_Language_Bar_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const site_language_invalid = /** @type {(inputs: Site_Language_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese idioma no es uno de los del sitio.`)
};

export const account_check_inbox_title = /** @type {(inputs: Account_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo`)
};

export const account_check_inbox_text = /** @type {(inputs: Account_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te enviamos un enlace a ${i?.email}.`)
};

export const account_check_inbox_next = /** @type {(inputs: Account_Check_Inbox_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ábrelo para confirmar tu cuenta: iniciarás sesión y podrás añadir a tus hijos. Puede tardar un par de minutos y quizá llegue a la carpeta de spam.`)
};

export const account_resend = /** @type {(inputs: Account_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a enviar el enlace`)
};

export const account_resend_failed = /** @type {(inputs: Account_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo volver a enviar`)
};

export const account_use_another_address = /** @type {(inputs: Account_Use_Another_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar otro correo`)
};

export const account_email_confirmed_title = /** @type {(inputs: Account_Email_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Correo confirmado! 🎉`)
};

export const account_email_confirmed_text = /** @type {(inputs: Account_Email_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta está activa y ya has iniciado sesión. ¡Añade a tus hijos para empezar!`)
};

export const account_sign_in_title = /** @type {(inputs: Account_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const account_sign_in_description = /** @type {(inputs: Account_Sign_In_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inicia sesión en ${i?.siteName} o crea una cuenta gratis para seguir tu lectura de la Biblia y tu progreso.`)
};

export const account_reset_title = /** @type {(inputs: Account_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una nueva contraseña`)
};

export const account_reset_description = /** @type {(inputs: Account_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una nueva contraseña para tu cuenta.`)
};

export const account_sign_in = /** @type {(inputs: Account_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const account_create_account = /** @type {(inputs: Account_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear cuenta`)
};

export const account_welcome_back = /** @type {(inputs: Account_Welcome_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Qué bueno verte de nuevo!`)
};

export const account_create_your_account = /** @type {(inputs: Account_Create_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea tu cuenta`)
};

export const account_forgot_title = /** @type {(inputs: Account_Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Olvidaste tu contraseña?`)
};

export const account_mode_switch_label = /** @type {(inputs: Account_Mode_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión o crea una cuenta`)
};

export const account_link_invalid = /** @type {(inputs: Account_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace ya caducó o ya se usó. Inicia sesión aquí abajo o pide un enlace nuevo.`)
};

export const account_back_to_sign_in = /** @type {(inputs: Account_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a iniciar sesión`)
};

export const account_forgot_password = /** @type {(inputs: Account_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Olvidaste tu contraseña?`)
};

export const account_password = /** @type {(inputs: Account_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña`)
};

export const account_remember_me = /** @type {(inputs: Account_Remember_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordar mis datos para iniciar sesión`)
};

export const account_resend_confirmation = /** @type {(inputs: Account_Resend_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar el correo de confirmación`)
};

export const account_confirmation_sent_title = /** @type {(inputs: Account_Confirmation_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmación enviada`)
};

export const account_confirmation_sent_text = /** @type {(inputs: Account_Confirmation_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te enviamos un nuevo enlace de confirmación. ¡Revisa tu correo!`)
};

export const account_error = /** @type {(inputs: Account_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const account_unexpected_error = /** @type {(inputs: Account_Unexpected_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error inesperado. Inténtalo de nuevo.`)
};

export const account_unconfirmed_title = /** @type {(inputs: Account_Unconfirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo`)
};

export const account_sign_in_failed = /** @type {(inputs: Account_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar sesión`)
};

export const account_sign_up_failed = /** @type {(inputs: Account_Sign_Up_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear la cuenta`)
};

export const account_hide_password = /** @type {(inputs: Account_Hide_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar la contraseña`)
};

export const account_show_password = /** @type {(inputs: Account_Show_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar la contraseña`)
};

export const account_email = /** @type {(inputs: Account_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

export const account_new_password = /** @type {(inputs: Account_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva contraseña`)
};

export const account_new_password_again = /** @type {(inputs: Account_New_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repite la nueva contraseña`)
};

export const account_passwords_differ = /** @type {(inputs: Account_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las dos contraseñas no son iguales.`)
};

export const account_password_updated_title = /** @type {(inputs: Account_Password_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña actualizada`)
};

export const account_password_updated_text = /** @type {(inputs: Account_Password_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu nueva contraseña está lista. Se cerró la sesión en los demás dispositivos.`)
};

export const account_ask_new_link = /** @type {(inputs: Account_Ask_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedir un enlace nuevo`)
};

export const account_save_new_password = /** @type {(inputs: Account_Save_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar la nueva contraseña`)
};

export const account_check_your_email = /** @type {(inputs: Account_Check_Your_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo`)
};

export const account_send_reset_link = /** @type {(inputs: Account_Send_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar el enlace`)
};

export const account_full_name = /** @type {(inputs: Account_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre completo`)
};

export const account_optional = /** @type {(inputs: Account_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional`)
};

export const account_adult = /** @type {(inputs: Account_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tengo 18 años o más`)
};

export const account_children_profiles = /** @type {(inputs: Account_Children_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los niños aprenden con perfiles que añades después de registrarte. Lee nuestro`)
};

export const account_privacy_notice = /** @type {(inputs: Account_Privacy_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aviso de privacidad`)
};

export const account_please_wait = /** @type {(inputs: Account_Please_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espera un momento...`)
};

export const account_my_account = /** @type {(inputs: Account_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi cuenta`)
};

export const account_page_description = /** @type {(inputs: Account_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta: cambia tu contraseña o borra tu cuenta.`)
};

export const account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña actual`)
};

export const account_confirm_delete_needed = /** @type {(inputs: Account_Confirm_Delete_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marca la casilla para confirmar que quieres borrar la cuenta.`)
};

export const account_password_changed_title = /** @type {(inputs: Account_Password_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña cambiada`)
};

export const account_name_label = /** @type {(inputs: Account_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre: `)
};

export const account_email_label = /** @type {(inputs: Account_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo: `)
};

export const account_change_password = /** @type {(inputs: Account_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar la contraseña`)
};

export const account_sign_out_everywhere = /** @type {(inputs: Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión en todas partes`)
};

export const account_sign_out_everywhere_text = /** @type {(inputs: Account_Sign_Out_Everywhere_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cierra la sesión de esta cuenta en todos los dispositivos, también en este. Los navegadores que ya habían iniciado sesión pierden además su protección contra el bloqueo por muchas contraseñas incorrectas, hasta que vuelvan a iniciar sesión.`)
};

export const account_delete_account = /** @type {(inputs: Account_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar la cuenta`)
};

export const account_delete_text = /** @type {(inputs: Account_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto borra para siempre la cuenta y sus datos personales: el progreso de lectura, las insignias, las historias, las peticiones de oración y los resultados de los juegos. No se puede deshacer.`)
};

export const account_delete_understand = /** @type {(inputs: Account_Delete_UnderstandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entiendo: borrar esta cuenta y todos sus datos.`)
};

export const account_delete_my_account = /** @type {(inputs: Account_Delete_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar mi cuenta`)
};

export const account_checking = /** @type {(inputs: Account_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando tu sesión...`)
};

export const account_access_denied = /** @type {(inputs: Account_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso denegado`)
};

export const account_admin_needed = /** @type {(inputs: Account_Admin_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesitas permisos de administrador para ver esta página.`)
};

export const account_return_home = /** @type {(inputs: Account_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al inicio`)
};

export const account_switch_account = /** @type {(inputs: Account_Switch_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar de cuenta`)
};

export const account_for_parents = /** @type {(inputs: Account_For_ParentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta parte es para los padres.`)
};

export const account_parent_pin = /** @type {(inputs: Account_Parent_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN de los padres`)
};

export const account_switch_to_parent = /** @type {(inputs: Account_Switch_To_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar al perfil de los padres`)
};

export const account_plans_status_failed = /** @type {(inputs: Account_Plans_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo comprobar el estado de la suscripción`)
};

export const account_plans_thank_you = /** @type {(inputs: Account_Plans_Thank_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! 🎉`)
};

export const account_plans_payment_done = /** @type {(inputs: Account_Plans_Payment_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pago se completó. Tu plan se abre en un momento.`)
};

export const account_plans_manage_subscription = /** @type {(inputs: Account_Plans_Manage_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrar suscripción`)
};

export const account_plans_manage = /** @type {(inputs: Account_Plans_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrar`)
};

export const account_plans_your_plan_sr = /** @type {(inputs: Account_Plans_Your_Plan_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` tu plan`)
};

export const account_plans_new_tab = /** @type {(inputs: Account_Plans_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (se abre en una pestaña nueva)`)
};

export const account_plans_manage_failed = /** @type {(inputs: Account_Plans_Manage_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo abrir la administración de la suscripción`)
};

export const account_plans_manage_failed_because = /** @type {(inputs: Account_Plans_Manage_Failed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo abrir la administración de la suscripción: ${i?.reason}`)
};

export const account_plans_current = /** @type {(inputs: Account_Plans_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Tu plan actual`)
};

export const account_plans_all_included = /** @type {(inputs: Account_Plans_All_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo esto ya está en tu plan.`)
};

export const account_plans_change_with_manage = /** @type {(inputs: Account_Plans_Change_With_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para cambiar de plan, usa Administrar suscripción.`)
};

export const account_plans_sign_in_to_upgrade = /** @type {(inputs: Account_Plans_Sign_In_To_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para mejorar tu plan`)
};

export const account_plans_checkout_new_tab = /** @type {(inputs: Account_Plans_Checkout_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (abre el pago seguro en una pestaña nueva)`)
};

export const account_plans_current_badge = /** @type {(inputs: Account_Plans_Current_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan actual`)
};

export const account_plans_most_popular = /** @type {(inputs: Account_Plans_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El más elegido`)
};

export const account_plans_open_until = /** @type {(inputs: Account_Plans_Open_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu plan está abierto hasta el ${i?.date}.`)
};

export const account_plans_no_end = /** @type {(inputs: Account_Plans_No_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu plan no tiene fecha de fin.`)
};

export const account_plans_support = /** @type {(inputs: Account_Plans_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apoya la misión 💜`)
};

export const account_plans_gift_text = /** @type {(inputs: Account_Plans_Gift_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un donativo de cualquier tamaño nos ayuda a mantener la Palabra de Dios gratis para cada niño.`)
};

export const account_plans_gift_grown_up = /** @type {(inputs: Account_Plans_Gift_Grown_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pídele a un adulto que te ayude con un donativo.`)
};

export const account_plans_donate = /** @type {(inputs: Account_Plans_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer un donativo`)
};

export const account_plans_donations_off = /** @type {(inputs: Account_Plans_Donations_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los donativos todavía no están configurados`)
};

export const account_plans_payments_off = /** @type {(inputs: Account_Plans_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos todavía no están configurados`)
};

export const account_plans_admin_set = /** @type {(inputs: Account_Plans_Admin_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrador: configura`)
};

export const account_plans_admin_to_turn_on = /** @type {(inputs: Account_Plans_Admin_To_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para activarlo.`)
};

export const account_plans_title = /** @type {(inputs: Account_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes`)
};

export const account_plans_description = /** @type {(inputs: Account_Plans_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes para cada familia: empieza gratis con Prueba y Ve, o hazte Premium para tener los 12 juegos bíblicos, desafíos sin límite y más. Garantía de devolución de 30 días.`)
};

export const account_plans_choose = /** @type {(inputs: Account_Plans_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige tu plan`)
};

export const account_plans_lead = /** @type {(inputs: Account_Plans_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza gratis y crece cuando quieras. Todos los planes incluyen la Biblia completa.`)
};

export const account_plans_guarantee = /** @type {(inputs: Account_Plans_GuaranteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garantía de devolución de 30 días: si no es lo adecuado para tu familia, te devolvemos tu primer pago completo.`)
};

export const account_plans_faq = /** @type {(inputs: Account_Plans_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas y respuestas`)
};

export const account_journey_title = /** @type {(inputs: Account_Journey_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camino de fe`)
};

export const account_journey_description = /** @type {(inputs: Account_Journey_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza tu camino de fe: devocionales, el explorador bíblico, desafíos de la verdad, juegos bíblicos, sabiduría y oración, con un plan para cada familia.`)
};

export const account_journey_heading = /** @type {(inputs: Account_Journey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu camino de fe`)
};

export const account_journey_lead = /** @type {(inputs: Account_Journey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo camino empieza con un primer paso. ¡Elige adónde quieres ir hoy!`)
};

export const account_journey_explore = /** @type {(inputs: Account_Journey_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora`)
};

export const account_journey_plans = /** @type {(inputs: Account_Journey_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes para cada familia`)
};

export const account_journey_plans_lead = /** @type {(inputs: Account_Journey_Plans_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza gratis y crece cuando quieras.`)
};

export const account_explorer_title = /** @type {(inputs: Account_Explorer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorador bíblico`)
};

export const account_explorer_description = /** @type {(inputs: Account_Explorer_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee la Biblia, sigue los capítulos que ya leíste y completa desafíos de lectura bíblica.`)
};

export const account_explorer_lead = /** @type {(inputs: Account_Explorer_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una versión, un libro y un capítulo, y empieza a leer.`)
};

export const account_explorer_noscript = /** @type {(inputs: Account_Explorer_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El Explorador bíblico necesita JavaScript. Aun así puedes leer todos los capítulos desde el`)
};

export const account_explorer_bible_index = /** @type {(inputs: Account_Explorer_Bible_IndexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`índice de la Biblia`)
};

export const account_explorer_for_today = /** @type {(inputs: Account_Explorer_For_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para hoy`)
};

export const account_upgrade_now = /** @type {(inputs: Account_Upgrade_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejorar ahora`)
};

export const admin_devotional_heading = /** @type {(inputs: Admin_Devotional_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales`)
};

export const admin_devotional_language = /** @type {(inputs: Admin_Devotional_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const admin_devotional_title = /** @type {(inputs: Admin_Devotional_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

export const admin_devotional_date = /** @type {(inputs: Admin_Devotional_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha`)
};

export const admin_devotional_date_hint = /** @type {(inputs: Admin_Devotional_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El día en que es el tesoro de hoy.`)
};

export const admin_devotional_key_verse = /** @type {(inputs: Admin_Devotional_Key_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículo clave`)
};

export const admin_devotional_text = /** @type {(inputs: Admin_Devotional_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texto del devocional`)
};

export const admin_devotional_paragraphs_hint = /** @type {(inputs: Admin_Devotional_Paragraphs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deja una línea en blanco entre los párrafos.`)
};

export const admin_devotional_reflection = /** @type {(inputs: Admin_Devotional_ReflectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reflexión`)
};

export const admin_devotional_prayer = /** @type {(inputs: Admin_Devotional_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oración`)
};

export const admin_devotional_media_type = /** @type {(inputs: Admin_Devotional_Media_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de medio`)
};

export const admin_devotional_media_none = /** @type {(inputs: Admin_Devotional_Media_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno`)
};

export const admin_devotional_media_audio = /** @type {(inputs: Admin_Devotional_Media_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audio`)
};

export const admin_devotional_media_video = /** @type {(inputs: Admin_Devotional_Media_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video`)
};

export const admin_devotional_media_url = /** @type {(inputs: Admin_Devotional_Media_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL del medio`)
};

export const admin_devotional_media_url_hint = /** @type {(inputs: Admin_Devotional_Media_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://... o un archivo de este sitio (/media-files/...).`)
};

export const admin_devotional_edit = /** @type {(inputs: Admin_Devotional_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar devocional`)
};

export const admin_devotional_add = /** @type {(inputs: Admin_Devotional_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar devocional`)
};

export const admin_devotional_error_title = /** @type {(inputs: Admin_Devotional_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`❌ Error`)
};

export const admin_devotional_load_failed_title = /** @type {(inputs: Admin_Devotional_Load_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`❌ Error de la base de datos`)
};

export const admin_devotional_load_failed = /** @type {(inputs: Admin_Devotional_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los devocionales: ${i?.message}`)
};

export const admin_devotional_update_failed = /** @type {(inputs: Admin_Devotional_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar el devocional`)
};

export const admin_devotional_create_failed = /** @type {(inputs: Admin_Devotional_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear el devocional`)
};

export const admin_devotional_updated_title = /** @type {(inputs: Admin_Devotional_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✨ ¡Actualizado!`)
};

export const admin_devotional_updated_text = /** @type {(inputs: Admin_Devotional_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tu devocional está actualizado!`)
};

export const admin_devotional_added_title = /** @type {(inputs: Admin_Devotional_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌟 ¡Devocional agregado!`)
};

export const admin_devotional_added_text = /** @type {(inputs: Admin_Devotional_Added_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tu nuevo devocional se agregó!`)
};

export const admin_devotional_confirm_delete = /** @type {(inputs: Admin_Devotional_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar el devocional «${i?.title}» (${i?.date})?`)
};

export const admin_devotional_delete_failed = /** @type {(inputs: Admin_Devotional_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el devocional`)
};

export const admin_devotional_deleted_title = /** @type {(inputs: Admin_Devotional_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🗑️ Eliminado`)
};

export const admin_devotional_deleted_text = /** @type {(inputs: Admin_Devotional_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El devocional se eliminó.`)
};

export const admin_devotional_list_title = /** @type {(inputs: Admin_Devotional_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los devocionales`)
};

export const admin_devotional_list_count = /** @type {(inputs: Admin_Devotional_List_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos los devocionales (${i?.count})`)
};

export const admin_devotional_loading = /** @type {(inputs: Admin_Devotional_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando devocionales...`)
};

export const admin_devotional_empty = /** @type {(inputs: Admin_Devotional_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay devocionales`)
};

export const admin_devotional_noun = /** @type {(inputs: Admin_Devotional_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`devocionales`)
};

export const admin_devotional_import_language = /** @type {(inputs: Admin_Devotional_Import_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma de los devocionales importados`)
};

export const admin_devotional_no_data_hint = /** @type {(inputs: Admin_Devotional_No_Data_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró ningún devocional. Empieza cada uno con una línea "Title:".`)
};

export const admin_devotional_import_help = /** @type {(inputs: Admin_Devotional_Import_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una línea por campo: \`Title:\`, \`Date:\` (AAAA-MM-DD), \`Key Verse:\` o \`Verse:\`, \`Devotional Text:\` o \`Text:\`, \`Reflection:\`, \`Prayer:\`, \`Media Type:\` (video o audio), \`Media URL:\`. Cada \`Title:\` empieza un devocional nuevo; las líneas sin prefijo siguen el campo de arriba. Un devocional en un día que ya tiene uno en su idioma se salta como repetido.`)
};

export const admin_proverb_heading = /** @type {(inputs: Admin_Proverb_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverbios de sabiduría`)
};

export const admin_proverb_language = /** @type {(inputs: Admin_Proverb_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const admin_proverb_proverb = /** @type {(inputs: Admin_Proverb_ProverbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverbio`)
};

export const admin_proverb_reference = /** @type {(inputs: Admin_Proverb_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencia`)
};

export const admin_proverb_reference_hint = /** @type {(inputs: Admin_Proverb_Reference_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por ejemplo Proverbios 15:1 (opcional).`)
};

export const admin_proverb_meaning = /** @type {(inputs: Admin_Proverb_MeaningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué quiere decir?`)
};

export const admin_proverb_why = /** @type {(inputs: Admin_Proverb_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Por qué es importante?`)
};

export const admin_proverb_edit = /** @type {(inputs: Admin_Proverb_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar proverbio`)
};

export const admin_proverb_add = /** @type {(inputs: Admin_Proverb_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar proverbio`)
};

export const admin_proverb_error_title = /** @type {(inputs: Admin_Proverb_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const admin_proverb_load_failed_title = /** @type {(inputs: Admin_Proverb_Load_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error de la base de datos`)
};

export const admin_proverb_load_failed = /** @type {(inputs: Admin_Proverb_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los proverbios`)
};

export const admin_proverb_update_failed = /** @type {(inputs: Admin_Proverb_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar el proverbio`)
};

export const admin_proverb_add_failed = /** @type {(inputs: Admin_Proverb_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo agregar el proverbio`)
};

export const admin_proverb_updated = /** @type {(inputs: Admin_Proverb_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverbio actualizado`)
};

export const admin_proverb_added = /** @type {(inputs: Admin_Proverb_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverbio agregado`)
};

export const admin_proverb_confirm_delete = /** @type {(inputs: Admin_Proverb_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar el proverbio «${i?.proverb}»?`)
};

export const admin_proverb_delete_failed = /** @type {(inputs: Admin_Proverb_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el proverbio`)
};

export const admin_proverb_deleted = /** @type {(inputs: Admin_Proverb_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverbio eliminado`)
};

export const admin_proverb_list_title = /** @type {(inputs: Admin_Proverb_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los proverbios`)
};

export const admin_proverb_list_count = /** @type {(inputs: Admin_Proverb_List_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos los proverbios (${i?.active} activos de ${i?.count})`)
};

export const admin_proverb_loading = /** @type {(inputs: Admin_Proverb_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando proverbios...`)
};

export const admin_proverb_empty = /** @type {(inputs: Admin_Proverb_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay proverbios. La tarjeta de Sabiduría diaria muestra su lista incluida hasta que agregues algunos.`)
};

export const admin_proverb_noun = /** @type {(inputs: Admin_Proverb_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`proverbios`)
};

export const admin_proverb_active = /** @type {(inputs: Admin_Proverb_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El proverbio está activo.`)
};

export const admin_proverb_hidden = /** @type {(inputs: Admin_Proverb_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El proverbio no se muestra en la tarjeta de Sabiduría diaria.`)
};

export const admin_proverb_active_label = /** @type {(inputs: Admin_Proverb_Active_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activo: ${i?.proverb}`)
};

export const admin_proverb_import_language = /** @type {(inputs: Admin_Proverb_Import_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma de los proverbios importados`)
};

export const admin_proverb_no_data_hint = /** @type {(inputs: Admin_Proverb_No_Data_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró ningún proverbio. Pon un proverbio por bloque, con una línea en blanco entre los bloques.`)
};

export const admin_proverb_import_help = /** @type {(inputs: Admin_Proverb_Import_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un proverbio por bloque, con una línea en blanco entre los bloques. Los prefijos son opcionales: \`Proverb:\`, \`Meaning:\` (o \`What it means:\`), \`Why it matters:\` (o \`Importance:\`), \`Reference:\` (o \`Source:\`, \`Attribution:\`). Las líneas sin prefijo se leen en ese orden. Se quitan las comillas alrededor de un valor. Un proverbio que ya está en la lista de su idioma (sin contar mayúsculas y minúsculas) se salta.`)
};

export const admin_lesson_heading = /** @type {(inputs: Admin_Lesson_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilecciones`)
};

export const admin_lesson_page_title = /** @type {(inputs: Admin_Lesson_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrar minilecciones`)
};

export const admin_lesson_language = /** @type {(inputs: Admin_Lesson_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const admin_lesson_title = /** @type {(inputs: Admin_Lesson_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

export const admin_lesson_address = /** @type {(inputs: Admin_Lesson_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su dirección: ${i?.path}`)
};

export const admin_lesson_description = /** @type {(inputs: Admin_Lesson_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

export const admin_lesson_content = /** @type {(inputs: Admin_Lesson_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenido`)
};

export const admin_lesson_paragraphs_hint = /** @type {(inputs: Admin_Lesson_Paragraphs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deja una línea en blanco entre los párrafos.`)
};

export const admin_lesson_key_verses = /** @type {(inputs: Admin_Lesson_Key_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículos clave`)
};

export const admin_lesson_key_verses_hint = /** @type {(inputs: Admin_Lesson_Key_Verses_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un versículo por línea, con su referencia.`)
};

export const admin_lesson_reflection = /** @type {(inputs: Admin_Lesson_ReflectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reflexión`)
};

export const admin_lesson_edit = /** @type {(inputs: Admin_Lesson_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar minilección`)
};

export const admin_lesson_create = /** @type {(inputs: Admin_Lesson_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear minilección`)
};

export const admin_lesson_create_submit = /** @type {(inputs: Admin_Lesson_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear lección`)
};

export const admin_lesson_error_title = /** @type {(inputs: Admin_Lesson_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const admin_lesson_load_failed_title = /** @type {(inputs: Admin_Lesson_Load_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error de la base de datos`)
};

export const admin_lesson_load_failed = /** @type {(inputs: Admin_Lesson_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las minilecciones: ${i?.message}`)
};

export const admin_lesson_update_failed = /** @type {(inputs: Admin_Lesson_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la minilección`)
};

export const admin_lesson_create_failed = /** @type {(inputs: Admin_Lesson_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear la minilección`)
};

export const admin_lesson_updated = /** @type {(inputs: Admin_Lesson_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilección actualizada`)
};

export const admin_lesson_created = /** @type {(inputs: Admin_Lesson_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilección creada`)
};

export const admin_lesson_confirm_delete = /** @type {(inputs: Admin_Lesson_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar la minilección «${i?.title}»?`)
};

export const admin_lesson_delete_failed = /** @type {(inputs: Admin_Lesson_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la minilección`)
};

export const admin_lesson_deleted = /** @type {(inputs: Admin_Lesson_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilección eliminada`)
};

export const admin_lesson_list_title = /** @type {(inputs: Admin_Lesson_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las minilecciones`)
};

export const admin_lesson_list_intro = /** @type {(inputs: Admin_Lesson_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los planes abren las lecciones en este orden, en cada idioma: el básico abre la primera y el premium todas.`)
};

export const admin_lesson_loading = /** @type {(inputs: Admin_Lesson_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando minilecciones...`)
};

export const admin_lesson_empty = /** @type {(inputs: Admin_Lesson_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay minilecciones.`)
};

export const admin_lesson_noun = /** @type {(inputs: Admin_Lesson_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`minilecciones`)
};

export const admin_page_title = /** @type {(inputs: Admin_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel de administración`)
};

export const admin_page_description = /** @type {(inputs: Admin_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestiona devocionales, proverbios, minilecciones y contenido multimedia.`)
};

export const admin_nav_label = /** @type {(inputs: Admin_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administración`)
};

export const admin_link_mini_lessons = /** @type {(inputs: Admin_Link_Mini_LessonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilecciones`)
};

export const admin_link_readings = /** @type {(inputs: Admin_Link_ReadingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecturas diarias`)
};

export const admin_link_reading_plans = /** @type {(inputs: Admin_Link_Reading_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de lectura`)
};

export const admin_link_about = /** @type {(inputs: Admin_Link_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acerca de`)
};

export const admin_link_home = /** @type {(inputs: Admin_Link_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio`)
};

export const admin_back_to_admin = /** @type {(inputs: Admin_Back_To_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a la administración`)
};

export const admin_clear_cache = /** @type {(inputs: Admin_Clear_CacheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaciar caché`)
};

export const admin_tab_load_failed = /** @type {(inputs: Admin_Tab_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar esta pestaña. Comprueba tu conexión y vuelve a cargar la página.`)
};

export const admin_tabs_label = /** @type {(inputs: Admin_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenido`)
};

export const admin_loading = /** @type {(inputs: Admin_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando...`)
};

export const admin_tab_devotionals = /** @type {(inputs: Admin_Tab_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales`)
};

export const admin_tab_wisdom = /** @type {(inputs: Admin_Tab_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabiduría`)
};

export const admin_tab_mini_lessons = /** @type {(inputs: Admin_Tab_Mini_LessonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilecciones`)
};

export const admin_tab_verse_sets = /** @type {(inputs: Admin_Tab_Verse_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Series de versículos`)
};

export const admin_tab_media_library = /** @type {(inputs: Admin_Tab_Media_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biblioteca multimedia`)
};

export const admin_tab_stories = /** @type {(inputs: Admin_Tab_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias`)
};

export const admin_tab_ask_and_pray = /** @type {(inputs: Admin_Tab_Ask_And_PrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta y ora`)
};

export const admin_tab_plans = /** @type {(inputs: Admin_Tab_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes`)
};

export const admin_error = /** @type {(inputs: Admin_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const admin_build_title = /** @type {(inputs: Admin_Build_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitio público`)
};

export const admin_build_rebuild = /** @type {(inputs: Admin_Build_RebuildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconstruir el sitio`)
};

export const admin_build_loading = /** @type {(inputs: Admin_Build_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el estado de la compilación...`)
};

export const admin_build_building = /** @type {(inputs: Admin_Build_BuildingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⏳ Compilando el sitio (empezó el ${i?.time})...`)
};

export const admin_build_queued = /** @type {(inputs: Admin_Build_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⏳ Una reconstrucción empezará en un momento...`)
};

export const admin_build_live_since = /** @type {(inputs: Admin_Build_Live_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Publicado desde el ${i?.time}`)
};

export const admin_build_took = /** @type {(inputs: Admin_Build_TookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (compilado en ${i?.seconds} s)`)
};

export const admin_build_none_live = /** @type {(inputs: Admin_Build_None_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay ninguna compilación publicada.`)
};

export const admin_build_failed = /** @type {(inputs: Admin_Build_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La última compilación falló (${i?.time}); el sitio sigue mostrando la anterior.`)
};

export const admin_build_kept = /** @type {(inputs: Admin_Build_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compilaciones guardadas (${i?.count})`)
};

export const admin_build_built = /** @type {(inputs: Admin_Build_BuiltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compilada el ${i?.time}`)
};

export const admin_build_live = /** @type {(inputs: Admin_Build_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicada`)
};

export const admin_build_make_live = /** @type {(inputs: Admin_Build_Make_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar`)
};

export const admin_build_make_live_label = /** @type {(inputs: Admin_Build_Make_Live_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publicar: la compilación del ${i?.time}`)
};

export const admin_build_confirm_live = /** @type {(inputs: Admin_Build_Confirm_LiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Publicar la compilación del ${i?.time}? La próxima reconstrucción la reemplazará.`)
};

export const admin_build_started_title = /** @type {(inputs: Admin_Build_Started_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconstrucción iniciada`)
};

export const admin_build_started_text = /** @type {(inputs: Admin_Build_Started_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las páginas públicas se actualizarán en un minuto aproximadamente.`)
};

export const admin_build_live_title = /** @type {(inputs: Admin_Build_Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compilación publicada`)
};

export const admin_build_live_text = /** @type {(inputs: Admin_Build_Live_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El sitio muestra ahora la compilación del ${i?.time}.`)
};

export const admin_mail_title = /** @type {(inputs: Admin_Mail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo`)
};

export const admin_mail_refresh = /** @type {(inputs: Admin_Mail_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar el estado del correo`)
};

export const admin_mail_loading = /** @type {(inputs: Admin_Mail_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el estado del correo...`)
};

export const admin_mail_smtp = /** @type {(inputs: Admin_Mail_SmtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviado por SMTP.`)
};

export const admin_mail_outbox = /** @type {(inputs: Admin_Mail_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin SMTP_URL: los correos se escriben en la carpeta de salida.`)
};

export const admin_mail_counts = /** @type {(inputs: Admin_Mail_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pending} en espera, ${i?.failed} fallidos, ${i?.sent} enviados en las últimas 24 horas.`)
};

export const admin_mail_problems = /** @type {(inputs: Admin_Mail_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correos que fallaron o se están reintentando`)
};

export const admin_mail_failed = /** @type {(inputs: Admin_Mail_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falló`)
};

export const admin_mail_retrying = /** @type {(inputs: Admin_Mail_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentando`)
};

export const admin_mail_a_mail = /** @type {(inputs: Admin_Mail_A_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un correo`)
};

export const admin_mail_problem = /** @type {(inputs: Admin_Mail_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.subject} a ${i?.recipient} (${i?.attempts}, último el ${i?.time})`)
};

export const admin_mail_attempts = /** @type {(inputs: Admin_Mail_AttemptsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} intento`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} intentos`);
	return /** @type {LocalizedString} */ ("admin_mail_attempts");
};

export const admin_form_save_changes = /** @type {(inputs: Admin_Form_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cambios`)
};

export const admin_form_cancel = /** @type {(inputs: Admin_Form_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const admin_edit = /** @type {(inputs: Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

export const admin_delete = /** @type {(inputs: Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

export const admin_search = /** @type {(inputs: Admin_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscar ${i?.noun}`)
};

export const admin_pages_of = /** @type {(inputs: Admin_Pages_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Páginas de ${i?.noun}`)
};

export const admin_previous = /** @type {(inputs: Admin_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anterior`)
};

export const admin_next = /** @type {(inputs: Admin_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente`)
};

export const admin_page_of = /** @type {(inputs: Admin_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.pages}`)
};

export const admin_no_match = /** @type {(inputs: Admin_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada coincide con esa búsqueda.`)
};

export const admin_bulk_title = /** @type {(inputs: Admin_Bulk_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importación masiva`)
};

export const admin_bulk_example = /** @type {(inputs: Admin_Bulk_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver un ejemplo`)
};

export const admin_bulk_paste = /** @type {(inputs: Admin_Bulk_PasteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pega ${i?.noun}`)
};

export const admin_bulk_hint = /** @type {(inputs: Admin_Bulk_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo 200 KB y 500 ${i?.noun} cada vez.`)
};

export const admin_bulk_importing = /** @type {(inputs: Admin_Bulk_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importando...`)
};

export const admin_bulk_import = /** @type {(inputs: Admin_Bulk_ImportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importar ${i?.noun}`)
};

export const admin_bulk_problems = /** @type {(inputs: Admin_Bulk_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estos no se importaron:`)
};

export const admin_bulk_record = /** @type {(inputs: Admin_Bulk_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Registro ${i?.record}`)
};

export const admin_bulk_failed_title = /** @type {(inputs: Admin_Bulk_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La importación falló`)
};

export const admin_bulk_did_not_run = /** @type {(inputs: Admin_Bulk_Did_Not_RunInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La importación no se realizó: ${i?.message}`)
};

export const admin_bulk_too_much_title = /** @type {(inputs: Admin_Bulk_Too_Much_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados datos`)
};

export const admin_sender = /** @type {(inputs: Admin_SenderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email})`)
};

export const admin_sender_child = /** @type {(inputs: Admin_Sender_ChildInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.child}, hijo o hija de ${i?.name} (${i?.email})`)
};

export const admin_no_name = /** @type {(inputs: Admin_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin nombre`)
};

export const admin_show = /** @type {(inputs: Admin_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

export const admin_stories_title = /** @type {(inputs: Admin_Stories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias de Keep it Real`)
};

export const admin_stories_pending = /** @type {(inputs: Admin_Stories_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando revisión`)
};

export const admin_stories_approved = /** @type {(inputs: Admin_Stories_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobadas`)
};

export const admin_stories_rejected = /** @type {(inputs: Admin_Stories_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No aprobadas`)
};

export const admin_stories_loading = /** @type {(inputs: Admin_Stories_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando historias...`)
};

export const admin_stories_empty = /** @type {(inputs: Admin_Stories_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay historias aquí.`)
};

export const admin_stories_noun = /** @type {(inputs: Admin_Stories_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`historias`)
};

export const admin_stories_anonymous = /** @type {(inputs: Admin_Stories_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · quiere quedar en el anonimato`)
};

export const admin_approve = /** @type {(inputs: Admin_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobar`)
};

export const admin_reject = /** @type {(inputs: Admin_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

export const admin_story_approved_title = /** @type {(inputs: Admin_Story_Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia aprobada`)
};

export const admin_story_approved_text = /** @type {(inputs: Admin_Story_Approved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" aparecerá en Keep it Real tras la reconstrucción.`)
};

export const admin_story_rejected_title = /** @type {(inputs: Admin_Story_Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia no aprobada`)
};

export const admin_story_rejected_text = /** @type {(inputs: Admin_Story_Rejected_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" sigue siendo privada.`)
};

export const admin_ask_title = /** @type {(inputs: Admin_Ask_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta y ora`)
};

export const admin_ask_questions = /** @type {(inputs: Admin_Ask_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas`)
};

export const admin_ask_prayers = /** @type {(inputs: Admin_Ask_PrayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peticiones de oración`)
};

export const admin_ask_messages = /** @type {(inputs: Admin_Ask_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes de la comunidad`)
};

export const admin_ask_answer = /** @type {(inputs: Admin_Ask_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta`)
};

export const admin_ask_reply = /** @type {(inputs: Admin_Ask_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contestación`)
};

export const admin_ask_save_answer = /** @type {(inputs: Admin_Ask_Save_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar respuesta`)
};

export const admin_ask_answer_saved_title = /** @type {(inputs: Admin_Ask_Answer_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta guardada`)
};

export const admin_ask_answer_saved_text = /** @type {(inputs: Admin_Ask_Answer_Saved_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quien la envió la verá en la página Pregunta y ora.`)
};

export const admin_ask_message_approved = /** @type {(inputs: Admin_Ask_Message_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje aprobado`)
};

export const admin_ask_message_rejected = /** @type {(inputs: Admin_Ask_Message_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje no aprobado`)
};

export const admin_ask_no_messages = /** @type {(inputs: Admin_Ask_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay mensajes en espera.`)
};

export const admin_ask_nothing = /** @type {(inputs: Admin_Ask_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay nada aquí.`)
};

export const admin_ask_noun_messages = /** @type {(inputs: Admin_Ask_Noun_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mensajes`)
};

export const admin_ask_noun_questions = /** @type {(inputs: Admin_Ask_Noun_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`preguntas`)
};

export const admin_ask_noun_prayers = /** @type {(inputs: Admin_Ask_Noun_PrayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peticiones de oración`)
};

export const admin_ask_private = /** @type {(inputs: Admin_Ask_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · privado`)
};

export const admin_media_upload = /** @type {(inputs: Admin_Media_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir`)
};

export const admin_media_all = /** @type {(inputs: Admin_Media_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los archivos`)
};

export const admin_media_videos = /** @type {(inputs: Admin_Media_VideosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vídeos`)
};

export const admin_media_audio = /** @type {(inputs: Admin_Media_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audio`)
};

export const admin_media_tabs = /** @type {(inputs: Admin_Media_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multimedia`)
};

export const admin_media_loading = /** @type {(inputs: Admin_Media_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la biblioteca multimedia...`)
};

export const admin_media_total_files = /** @type {(inputs: Admin_Media_Total_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos en total`)
};

export const admin_media_video_files = /** @type {(inputs: Admin_Media_Video_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos de vídeo`)
};

export const admin_media_audio_files = /** @type {(inputs: Admin_Media_Audio_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos de audio`)
};

export const admin_media_total_size = /** @type {(inputs: Admin_Media_Total_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamaño total`)
};

export const admin_media_megabytes = /** @type {(inputs: Admin_Media_MegabytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} MB`)
};

export const admin_media_upload_complete = /** @type {(inputs: Admin_Media_Upload_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Subida completa (${i?.percent} %): “${i?.title}” ya está en la biblioteca. Las páginas públicas se actualizan tras la reconstrucción.`)
};

export const admin_media_url_copied_title = /** @type {(inputs: Admin_Media_Url_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL copiada`)
};

export const admin_media_url_copied_text = /** @type {(inputs: Admin_Media_Url_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección del archivo está en tu portapapeles.`)
};

export const admin_media_copy_failed = /** @type {(inputs: Admin_Media_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar al portapapeles`)
};

export const admin_media_confirm_delete = /** @type {(inputs: Admin_Media_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar "${i?.title}"? No se puede deshacer.`)
};

export const admin_media_delete_failed_title = /** @type {(inputs: Admin_Media_Delete_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar`)
};

export const admin_media_delete_failed_text = /** @type {(inputs: Admin_Media_Delete_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el archivo. Inténtalo de nuevo.`)
};

export const admin_media_deleted_title = /** @type {(inputs: Admin_Media_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo eliminado`)
};

export const admin_media_deleted_text = /** @type {(inputs: Admin_Media_Deleted_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se eliminó "${i?.title}".`)
};

export const admin_media_confirm_bulk = /** @type {(inputs: Admin_Media_Confirm_BulkInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`¿Eliminar ${i?.count} archivo seleccionado? No se puede deshacer.`);
	if (n === "other") return /** @type {LocalizedString} */ (`¿Eliminar ${i?.count} archivos seleccionados? No se puede deshacer.`);
	return /** @type {LocalizedString} */ ("admin_media_confirm_bulk");
};

export const admin_media_bulk_failed_title = /** @type {(inputs: Admin_Media_Bulk_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falló la eliminación en bloque`)
};

export const admin_media_bulk_failed_text = /** @type {(inputs: Admin_Media_Bulk_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar ninguno de los archivos seleccionados. Inténtalo de nuevo.`)
};

export const admin_media_bulk_done_title = /** @type {(inputs: Admin_Media_Bulk_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminación en bloque completada`)
};

export const admin_media_bulk_deleted = /** @type {(inputs: Admin_Media_Bulk_DeletedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Se eliminó ${i?.count} archivo.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Se eliminaron ${i?.count} archivos.`);
	return /** @type {LocalizedString} */ ("admin_media_bulk_deleted");
};

export const admin_media_bulk_not_deleted = /** @type {(inputs: Admin_Media_Bulk_Not_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` ${i?.count} no se pudieron eliminar.`)
};

export const admin_media_search = /** @type {(inputs: Admin_Media_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar por título o nombre de archivo`)
};

export const admin_media_select_all = /** @type {(inputs: Admin_Media_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccionar todo`)
};

export const admin_media_deselect_all = /** @type {(inputs: Admin_Media_Deselect_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deseleccionar todo`)
};

export const admin_media_delete_selected = /** @type {(inputs: Admin_Media_Delete_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar seleccionados (${i?.count})`)
};

export const admin_media_none_yet = /** @type {(inputs: Admin_Media_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay archivos. ¡Sube el primero!`)
};

export const admin_media_no_match = /** @type {(inputs: Admin_Media_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún archivo coincide con esa búsqueda.`)
};

export const admin_media_noun = /** @type {(inputs: Admin_Media_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`archivos`)
};

export const admin_media_select = /** @type {(inputs: Admin_Media_SelectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seleccionar ${i?.title}`)
};

export const admin_media_seconds = /** @type {(inputs: Admin_Media_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} s`)
};

export const admin_media_copy_url = /** @type {(inputs: Admin_Media_Copy_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar URL`)
};

export const admin_media_poster_type = /** @type {(inputs: Admin_Media_Poster_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una imagen JPEG, PNG, WebP o GIF para la portada.`)
};

export const admin_media_poster_too_large = /** @type {(inputs: Admin_Media_Poster_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La portada es demasiado grande. El tamaño máximo permitido es ${i?.max} MB`)
};

export const admin_media_one_at_a_time = /** @type {(inputs: Admin_Media_One_At_A_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al subir: elige un solo archivo cada vez.`)
};

export const admin_media_too_large = /** @type {(inputs: Admin_Media_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El archivo es demasiado grande. El tamaño máximo permitido es ${i?.max} MB`)
};

export const admin_media_bad_type = /** @type {(inputs: Admin_Media_Bad_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de archivo no admitido. Sube solo archivos de vídeo o audio.`)
};

export const admin_media_need_file_title = /** @type {(inputs: Admin_Media_Need_File_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecciona un archivo y escribe un título.`)
};

export const admin_media_upload_failed_title = /** @type {(inputs: Admin_Media_Upload_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La subida falló`)
};

export const admin_media_exceeds = /** @type {(inputs: Admin_Media_ExceedsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El archivo (${i?.size} MB) supera el tamaño máximo permitido de ${i?.max} MB. Comprime el archivo o usa uno más pequeño.`)
};

export const admin_media_retry_smaller = /** @type {(inputs: Admin_Media_Retry_SmallerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La subida falló. Inténtalo de nuevo con un archivo más pequeño.`)
};

export const admin_media_poster_not_saved = /** @type {(inputs: Admin_Media_Poster_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó la portada`)
};

export const admin_media_uploaded_title = /** @type {(inputs: Admin_Media_Uploaded_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Subida completada!`)
};

export const admin_media_uploaded_text = /** @type {(inputs: Admin_Media_Uploaded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" se añadió a la biblioteca.`)
};

export const admin_media_drop = /** @type {(inputs: Admin_Media_DropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suelta aquí un archivo de vídeo o audio, o haz clic para elegirlo`)
};

export const admin_media_formats = /** @type {(inputs: Admin_Media_FormatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vídeo: MP4, WebM, MOV, AVI, OGG. Audio: MP3, WAV, M4A, AAC, OGG. Hasta ${i?.max} MB por archivo.`)
};

export const admin_media_poster = /** @type {(inputs: Admin_Media_PosterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagen de portada (opcional)`)
};

export const admin_media_poster_hint = /** @type {(inputs: Admin_Media_Poster_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se muestra antes de reproducir el vídeo. JPEG, PNG, WebP o GIF, hasta ${i?.max} MB. Sin ella se muestra la imagen del propio sitio.`)
};

export const admin_media_title = /** @type {(inputs: Admin_Media_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

export const admin_media_description = /** @type {(inputs: Admin_Media_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción (opcional)`)
};

export const admin_media_progress = /** @type {(inputs: Admin_Media_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progreso de la subida`)
};

export const admin_media_uploading = /** @type {(inputs: Admin_Media_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subiendo... ${i?.percent} %`)
};

export const admin_media_upload_failed = /** @type {(inputs: Admin_Media_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo subir el archivo`)
};

export const admin_database_error = /** @type {(inputs: Admin_Database_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error de la base de datos`)
};

export const admin_readings_page_title = /** @type {(inputs: Admin_Readings_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecturas diarias`)
};

export const admin_readings_page_description = /** @type {(inputs: Admin_Readings_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planifica las lecturas bíblicas diarias que se muestran en el Explorador de la Biblia.`)
};

export const admin_readings_load_failed = /** @type {(inputs: Admin_Readings_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las lecturas: ${i?.message}`)
};

export const admin_readings_update_failed = /** @type {(inputs: Admin_Readings_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la lectura`)
};

export const admin_readings_add_failed = /** @type {(inputs: Admin_Readings_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo añadir la lectura`)
};

export const admin_readings_updated = /** @type {(inputs: Admin_Readings_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lectura actualizada`)
};

export const admin_readings_added = /** @type {(inputs: Admin_Readings_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lectura añadida`)
};

export const admin_readings_confirm_delete = /** @type {(inputs: Admin_Readings_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar la lectura del ${i?.date} (${i?.title})?`)
};

export const admin_readings_delete_failed = /** @type {(inputs: Admin_Readings_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la lectura`)
};

export const admin_readings_deleted = /** @type {(inputs: Admin_Readings_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lectura eliminada`)
};

export const admin_readings_add = /** @type {(inputs: Admin_Readings_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir lectura`)
};

export const admin_readings_edit = /** @type {(inputs: Admin_Readings_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar lectura`)
};

export const admin_readings_list = /** @type {(inputs: Admin_Readings_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan de lecturas`)
};

export const admin_readings_loading = /** @type {(inputs: Admin_Readings_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando lecturas...`)
};

export const admin_readings_empty = /** @type {(inputs: Admin_Readings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay lecturas planificadas.`)
};

export const admin_readings_noun = /** @type {(inputs: Admin_Readings_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lecturas`)
};

export const admin_readings_choose_book = /** @type {(inputs: Admin_Readings_Choose_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un libro`)
};

export const admin_readings_date = /** @type {(inputs: Admin_Readings_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha`)
};

export const admin_readings_title = /** @type {(inputs: Admin_Readings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

export const admin_readings_book = /** @type {(inputs: Admin_Readings_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libro`)
};

export const admin_readings_chapter = /** @type {(inputs: Admin_Readings_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capítulo`)
};

export const admin_readings_from_verse = /** @type {(inputs: Admin_Readings_From_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde el versículo`)
};

export const admin_readings_to_verse = /** @type {(inputs: Admin_Readings_To_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta el versículo`)
};

export const admin_readings_notes = /** @type {(inputs: Admin_Readings_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas`)
};

export const admin_readings_notes_hint = /** @type {(inputs: Admin_Readings_Notes_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una idea breve que los niños puedan buscar mientras leen.`)
};

export const admin_plans_page_title = /** @type {(inputs: Admin_Plans_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de lectura`)
};

export const admin_plans_page_description = /** @type {(inputs: Admin_Plans_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade y edita los planes de lectura que siguen los niños.`)
};

export const admin_plans_edit = /** @type {(inputs: Admin_Plans_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar plan de lectura`)
};

export const admin_plans_add = /** @type {(inputs: Admin_Plans_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir plan de lectura`)
};

export const admin_plans_submit = /** @type {(inputs: Admin_Plans_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir plan`)
};

export const admin_plans_title = /** @type {(inputs: Admin_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

export const admin_plans_address = /** @type {(inputs: Admin_Plans_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección:`)
};

export const admin_plans_id = /** @type {(inputs: Admin_Plans_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificador`)
};

export const admin_plans_id_hint = /** @type {(inputs: Admin_Plans_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minúsculas, cifras y guiones; es la dirección de la página (p. ej. gospel-of-luke-24-days).`)
};

export const admin_plans_description = /** @type {(inputs: Admin_Plans_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

export const admin_plans_days = /** @type {(inputs: Admin_Plans_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días`)
};

export const admin_plans_days_hint = /** @type {(inputs: Admin_Plans_Days_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una línea por día; pasajes separados por ";", p. ej. "Mark 1; Mark 2" o "Psalm 23:1-6".`)
};

export const admin_plans_load_failed = /** @type {(inputs: Admin_Plans_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los planes de lectura: ${i?.message}`)
};

export const admin_plans_update_failed = /** @type {(inputs: Admin_Plans_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar el plan de lectura`)
};

export const admin_plans_add_failed = /** @type {(inputs: Admin_Plans_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo añadir el plan de lectura`)
};

export const admin_plans_updated = /** @type {(inputs: Admin_Plans_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan de lectura actualizado`)
};

export const admin_plans_added = /** @type {(inputs: Admin_Plans_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan de lectura añadido`)
};

export const admin_plans_confirm_delete = /** @type {(inputs: Admin_Plans_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar el plan de lectura "${i?.title}"? Quienes lo siguen perderán su progreso.`)
};

export const admin_plans_delete_failed = /** @type {(inputs: Admin_Plans_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el plan de lectura`)
};

export const admin_plans_deleted = /** @type {(inputs: Admin_Plans_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan de lectura eliminado`)
};

export const admin_plans_list = /** @type {(inputs: Admin_Plans_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de lectura`)
};

export const admin_plans_loading = /** @type {(inputs: Admin_Plans_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando planes de lectura...`)
};

export const admin_plans_empty = /** @type {(inputs: Admin_Plans_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay planes de lectura.`)
};

export const admin_plans_noun = /** @type {(inputs: Admin_Plans_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`planes de lectura`)
};

export const admin_plans_days_count = /** @type {(inputs: Admin_Plans_Days_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} día`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} días`);
	return /** @type {LocalizedString} */ ("admin_plans_days_count");
};

export const admin_lessons_page_title = /** @type {(inputs: Admin_Lessons_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administración de minilecciones`)
};

export const admin_lessons_page_description = /** @type {(inputs: Admin_Lessons_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea, edita y elimina las minilecciones de la página Camino de fe.`)
};

export const admin_sets_edit = /** @type {(inputs: Admin_Sets_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar serie de versículos`)
};

export const admin_sets_add = /** @type {(inputs: Admin_Sets_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir serie de versículos`)
};

export const admin_sets_submit = /** @type {(inputs: Admin_Sets_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir serie`)
};

export const admin_sets_name = /** @type {(inputs: Admin_Sets_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

export const admin_sets_emoji = /** @type {(inputs: Admin_Sets_EmojiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emoji`)
};

export const admin_sets_id = /** @type {(inputs: Admin_Sets_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificador`)
};

export const admin_sets_id_shown = /** @type {(inputs: Admin_Sets_Id_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificador:`)
};

export const admin_sets_id_hint = /** @type {(inputs: Admin_Sets_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minúsculas, cifras y guiones (p. ej. bedtime-verses).`)
};

export const admin_sets_description = /** @type {(inputs: Admin_Sets_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción breve`)
};

export const admin_sets_verses = /** @type {(inputs: Admin_Sets_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículos`)
};

export const admin_sets_verses_hint = /** @type {(inputs: Admin_Sets_Verses_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una referencia por línea, hasta ${i?.max}: un versículo, un pasaje o un capítulo corto (John 3:16, Luke 2:10-11, Psalm 23).`)
};

export const admin_sets_load_failed = /** @type {(inputs: Admin_Sets_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las series de versículos: ${i?.message}`)
};

export const admin_sets_update_failed = /** @type {(inputs: Admin_Sets_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la serie de versículos`)
};

export const admin_sets_add_failed = /** @type {(inputs: Admin_Sets_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo añadir la serie de versículos`)
};

export const admin_sets_updated = /** @type {(inputs: Admin_Sets_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serie de versículos actualizada`)
};

export const admin_sets_added = /** @type {(inputs: Admin_Sets_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serie de versículos añadida`)
};

export const admin_sets_confirm_delete = /** @type {(inputs: Admin_Sets_Confirm_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Eliminar la serie de versículos "${i?.name}"? Quienes ya la empezaron conservan sus versículos; nadie más podrá empezarla.`)
};

export const admin_sets_delete_failed = /** @type {(inputs: Admin_Sets_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la serie de versículos`)
};

export const admin_sets_deleted = /** @type {(inputs: Admin_Sets_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serie de versículos eliminada`)
};

export const admin_sets_list = /** @type {(inputs: Admin_Sets_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Series de versículos incluidas`)
};

export const admin_sets_intro = /** @type {(inputs: Admin_Sets_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los alumnos Premium añaden los versículos de una serie a los suyos en Memory Master.`)
};

export const admin_sets_loading = /** @type {(inputs: Admin_Sets_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando series de versículos...`)
};

export const admin_sets_empty = /** @type {(inputs: Admin_Sets_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay series de versículos. Memory Master no mostrará ninguna hasta que añadas una.`)
};

export const admin_sets_noun = /** @type {(inputs: Admin_Sets_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`series de versículos`)
};

export const admin_sets_heading = /** @type {(inputs: Admin_Sets_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Series de versículos`)
};

export const admin_sets_count = /** @type {(inputs: Admin_Sets_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} versículo`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} versículos`);
	return /** @type {LocalizedString} */ ("admin_sets_count");
};

export const admin_subs_no_end = /** @type {(inputs: Admin_Subs_No_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin fin`)
};

export const admin_subs_given_title = /** @type {(inputs: Admin_Subs_Given_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan otorgado`)
};

export const admin_subs_given_text = /** @type {(inputs: Admin_Subs_Given_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} tiene ahora el plan ${i?.tier}.`)
};

export const admin_subs_confirm_clear = /** @type {(inputs: Admin_Subs_Confirm_ClearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Quitar el plan otorgado a mano a ${i?.email}?`)
};

export const admin_subs_cleared_title = /** @type {(inputs: Admin_Subs_Cleared_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan retirado`)
};

export const admin_subs_cleared_text = /** @type {(inputs: Admin_Subs_Cleared_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} ya no tiene un plan otorgado a mano.`)
};

export const admin_subs_title = /** @type {(inputs: Admin_Subs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes`)
};

export const admin_subs_intro = /** @type {(inputs: Admin_Subs_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otorga un plan a mano (regalos, escuelas o un sitio sin pagos en línea). Cada cambio queda registrado.`)
};

export const admin_subs_email = /** @type {(inputs: Admin_Subs_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo del usuario`)
};

export const admin_subs_look_up = /** @type {(inputs: Admin_Subs_Look_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

export const admin_subs_until = /** @type {(inputs: Admin_Subs_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} hasta ${i?.day}`)
};

export const admin_subs_free = /** @type {(inputs: Admin_Subs_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`plan gratuito`)
};

export const admin_subs_by_hand = /** @type {(inputs: Admin_Subs_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otorgado a mano`)
};

export const admin_subs_online = /** @type {(inputs: Admin_Subs_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprado en línea`)
};

export const admin_subs_plan = /** @type {(inputs: Admin_Subs_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const admin_subs_last_day = /** @type {(inputs: Admin_Subs_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último día (opcional)`)
};

export const admin_subs_note = /** @type {(inputs: Admin_Subs_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota (opcional)`)
};

export const admin_subs_give = /** @type {(inputs: Admin_Subs_GiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otorgar plan`)
};

export const admin_subs_clear = /** @type {(inputs: Admin_Subs_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar plan`)
};

export const admin_subs_history = /** @type {(inputs: Admin_Subs_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historial`)
};

export const admin_subs_by = /** @type {(inputs: Admin_Subs_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`por ${i?.email}`)
};

export const admin_pay_amount_unknown = /** @type {(inputs: Admin_Pay_Amount_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`importe desconocido`)
};

export const admin_pay_confirm_attach = /** @type {(inputs: Admin_Pay_Confirm_AttachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Vincular este pago a ${i?.email}? Su plan se abrirá de inmediato.`)
};

export const admin_pay_email = /** @type {(inputs: Admin_Pay_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo de la cuenta`)
};

export const admin_pay_attach = /** @type {(inputs: Admin_Pay_AttachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vincular a la cuenta`)
};

export const admin_pay_line = /** @type {(inputs: Admin_Pay_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} el ${i?.time} de ${i?.email}`)
};

export const admin_pay_no_email = /** @type {(inputs: Admin_Pay_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin correo`)
};

export const admin_pay_not_paid = /** @type {(inputs: Admin_Pay_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, todavía sin pagar`)
};

export const admin_pay_why = /** @type {(inputs: Admin_Pay_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por qué no se emparejó: ${i?.reason}. Pago ${i?.checkout}.`)
};

export const admin_pay_attached_title = /** @type {(inputs: Admin_Pay_Attached_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago vinculado`)
};

export const admin_pay_attached_text = /** @type {(inputs: Admin_Pay_Attached_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} tiene ahora el plan que se pagó.`)
};

export const admin_pay_title = /** @type {(inputs: Admin_Pay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagos sin cuenta`)
};

export const admin_pay_intro = /** @type {(inputs: Admin_Pay_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien pagó con un enlace de pago que no indicaba ninguna cuenta, y ninguna cuenta confirmada usa el correo con el que pagó. Vincula cada pago a la cuenta a la que estaba destinado.`)
};

export const admin_pay_loading = /** @type {(inputs: Admin_Pay_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando…`)
};

export const admin_pay_none = /** @type {(inputs: Admin_Pay_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay pagos en espera.`)
};

export const admin_pay_recent = /** @type {(inputs: Admin_Pay_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vinculados recientemente`)
};

export const admin_pay_attached_line = /** @type {(inputs: Admin_Pay_Attached_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} de ${i?.email}: vinculado el ${i?.time} por ${i?.admin}`)
};

export const admin_pay_an_admin = /** @type {(inputs: Admin_Pay_An_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un administrador`)
};

export const admin_cache_cleared_title = /** @type {(inputs: Admin_Cache_Cleared_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caché vaciada`)
};

export const admin_cache_cleared_text = /** @type {(inputs: Admin_Cache_Cleared_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se vaciaron todos los datos en caché.`)
};

export const admin_cache_failed = /** @type {(inputs: Admin_Cache_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo vaciar la caché. Inténtalo de nuevo.`)
};

export const admin_missing_fields_title = /** @type {(inputs: Admin_Missing_Fields_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faltan campos`)
};

export const admin_missing_fields_text = /** @type {(inputs: Admin_Missing_Fields_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rellena todos los campos obligatorios.`)
};

export const bible_crumb_home = /** @type {(inputs: Bible_Crumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio`)
};

export const bible_crumb_bible = /** @type {(inputs: Bible_Crumb_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biblia`)
};

export const bible_crumb_chapter = /** @type {(inputs: Bible_Crumb_ChapterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capítulo ${i?.chapter}`)
};

export const bible_crumb_search = /** @type {(inputs: Bible_Crumb_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

export const bible_breadcrumb_label = /** @type {(inputs: Bible_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta de navegación`)
};

export const bible_index_title = /** @type {(inputs: Bible_Index_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Santa Biblia`)
};

export const bible_index_description = /** @type {(inputs: Bible_Index_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los 66 libros de la Biblia, del Antiguo y del Nuevo Testamento, para leer en línea en la Reina-Valera 1909.`)
};

export const bible_index_lead = /** @type {(inputs: Bible_Index_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`66 libros y 1189 capítulos. Elige un libro para empezar a leer.`)
};

export const bible_books_count = /** @type {(inputs: Bible_Books_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} libros)`)
};

export const bible_chapter_count = /** @type {(inputs: Bible_Chapter_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} capítulo`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} capítulos`);
	return /** @type {LocalizedString} */ ("bible_chapter_count");
};

export const bible_search_title = /** @type {(inputs: Bible_Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar en la Biblia`)
};

export const bible_search_button = /** @type {(inputs: Bible_Search_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

export const bible_open_explorer = /** @type {(inputs: Bible_Open_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el Explorador de la Biblia`)
};

export const bible_open_in_explorer = /** @type {(inputs: Bible_Open_In_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir en el Explorador de la Biblia`)
};

export const bible_verse_of_the_day = /** @type {(inputs: Bible_Verse_Of_The_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículo del día`)
};

export const bible_book_title = /** @type {(inputs: Bible_Book_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.book} (${i?.version})`)
};

export const bible_book_intro = /** @type {(inputs: Bible_Book_IntroInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.book} en la ${i?.version}: ${i?.count} capítulo para leer en línea.`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.book} en la ${i?.version}: ${i?.count} capítulos para leer en línea.`);
	return /** @type {LocalizedString} */ ("bible_book_intro");
};

export const bible_holy_bible_of = /** @type {(inputs: Bible_Holy_Bible_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La Santa Biblia, ${i?.version}`)
};

export const bible_keep_title = /** @type {(inputs: Bible_Keep_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar este libro para leer sin conexión`)
};

export const bible_keep_text = /** @type {(inputs: Bible_Keep_TextInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Guarda el capítulo de ${i?.book} en este aparato para leerlo sin conexión.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Guarda los ${i?.count} capítulos de ${i?.book} en este aparato para leerlos sin conexión.`);
	return /** @type {LocalizedString} */ ("bible_keep_text");
};

export const bible_keep_versions = /** @type {(inputs: Bible_Keep_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versiones que quieres guardar`)
};

export const bible_keep_saving = /** @type {(inputs: Bible_Keep_SavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardando el capítulo ${i?.done} de ${i?.total}…`)
};

export const bible_keep_kept = /** @type {(inputs: Bible_Keep_KeptInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Listo para leer sin conexión: 1 capítulo.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Listo para leer sin conexión: ${i?.count} capítulos.`);
	return /** @type {LocalizedString} */ ("bible_keep_kept");
};

export const bible_keep_failed = /** @type {(inputs: Bible_Keep_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos guardar este libro. Revisa la conexión y vuelve a intentarlo.`)
};

export const bible_keep_choose_version = /** @type {(inputs: Bible_Keep_Choose_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige por lo menos una versión.`)
};

export const bible_read_in_version = /** @type {(inputs: Bible_Read_In_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leer ${i?.name} en la ${i?.version}`)
};

export const bible_add_verse_label = /** @type {(inputs: Bible_Add_Verse_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añadir ${i?.reference} a mis versículos`)
};

export const bible_add_verse_title = /** @type {(inputs: Bible_Add_Verse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir a mis versículos`)
};

export const bible_add_verse_tip = /** @type {(inputs: Bible_Add_Verse_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca el número de un versículo para añadirlo a tus versículos para memorizar («Añadir a mis versículos»).`)
};

export const bible_search_description = /** @type {(inputs: Bible_Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca una palabra o una frase en todos los versículos de la Reina-Valera 1909.`)
};

export const bible_search_words = /** @type {(inputs: Bible_Search_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras o una frase`)
};

export const bible_search_book = /** @type {(inputs: Bible_Search_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libro`)
};

export const bible_search_all_books = /** @type {(inputs: Bible_Search_All_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los libros`)
};

export const bible_search_tips = /** @type {(inputs: Bible_Search_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pon una frase entre comillas para encontrar esas palabras juntas, como "tal manera". Termina una palabra con * para encontrar todas las que empiezan así, como pastor* para pastores. No hace falta escribir los acentos.`)
};

export const bible_search_noscript = /** @type {(inputs: Bible_Search_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para ver los resultados de la búsqueda hace falta JavaScript. Igual puedes leer todos los libros desde el`)
};

export const bible_search_index_link = /** @type {(inputs: Bible_Search_Index_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`índice de la Biblia`)
};

export const bible_search_results = /** @type {(inputs: Bible_Search_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados`)
};

export const bible_search_searching = /** @type {(inputs: Bible_Search_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando...`)
};

export const bible_search_unavailable = /** @type {(inputs: Bible_Search_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda no funciona en este momento. Vuelve a intentarlo en un ratito.`)
};

export const bible_search_none = /** @type {(inputs: Bible_Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No encontramos versículos con «${i?.query}» en la ${i?.version}.`)
};

export const bible_search_more = /** @type {(inputs: Bible_Search_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hay más de ${i?.count} versículos con «${i?.query}» en la ${i?.version}. Te mostramos los primeros ${i?.count}; añade palabras o elige un libro para buscar mejor.`)
};

export const bible_search_found = /** @type {(inputs: Bible_Search_FoundInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Encontramos ${i?.count} versículo con «${i?.query}» en la ${i?.version}.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Encontramos ${i?.count} versículos con «${i?.query}» en la ${i?.version}.`);
	return /** @type {LocalizedString} */ ("bible_search_found");
};

export const bible_words_switch = /** @type {(inputs: Bible_Words_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayuda con palabras`)
};

export const bible_words_hint = /** @type {(inputs: Bible_Words_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca una palabra con una línea de puntos para ver qué significa.`)
};

export const bible_words_list_link = /** @type {(inputs: Bible_Words_List_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras antiguas y qué significan`)
};

export const bible_words_loading = /** @type {(inputs: Bible_Words_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscándola…`)
};

export const bible_words_load_failed = /** @type {(inputs: Bible_Words_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar lo que significa. Vuelve a intentarlo cuando tengas conexión.`)
};

export const bible_words_title = /** @type {(inputs: Bible_Words_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras antiguas de la Biblia`)
};

export const bible_words_lead = /** @type {(inputs: Bible_Words_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Reina-Valera 1909 usa algunas palabras antiguas. Aquí tienes lo que significan.`)
};

export const bible_words_how = /** @type {(inputs: Bible_Words_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En los capítulos de la Biblia estas palabras tienen una línea de puntos: toca una para ver qué significa.`)
};

export const bible_words_description = /** @type {(inputs: Bible_Words_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} palabras antiguas de la Reina-Valera 1909 explicadas para niños: crió, fué, varón, heredad, aconteció y muchas más.`)
};

export const bible_words_by_letter = /** @type {(inputs: Bible_Words_By_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras por letra`)
};

export const bible_words_also = /** @type {(inputs: Bible_Words_AlsoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`También: ${i?.forms}`)
};

export const bible_daily_wisdom = /** @type {(inputs: Bible_Daily_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabiduría del día`)
};

export const bible_daily_wisdom_lead = /** @type {(inputs: Bible_Daily_Wisdom_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un proverbio para hoy, y lo que significa para ti.`)
};

export const bible_reading_title = /** @type {(inputs: Bible_Reading_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lectura de hoy`)
};

export const bible_reading_today = /** @type {(inputs: Bible_Reading_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy`)
};

export const bible_reading_next = /** @type {(inputs: Bible_Reading_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima lectura`)
};

export const bible_reading_read = /** @type {(inputs: Bible_Reading_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leer ${i?.reference}`)
};

export const bible_reading_none = /** @type {(inputs: Bible_Reading_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy no hay ninguna lectura planeada.`)
};

export const bible_reading_pick = /** @type {(inputs: Bible_Reading_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Elige el capítulo que quieras en el Explorador bíblico!`)
};

export const bible_reading_open_explorer = /** @type {(inputs: Bible_Reading_Open_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el Explorador bíblico`)
};

export const family_stories_heard_label = /** @type {(inputs: Family_Stories_Heard_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias bíblicas escuchadas:`)
};

export const family_stories_heard_list = /** @type {(inputs: Family_Stories_Heard_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} (${i?.titles})`)
};

export const family_stories_none = /** @type {(inputs: Family_Stories_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna todavía`)
};

export const family_learning_start_invalid = /** @type {(inputs: Family_Learning_Start_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige por dónde empieza a aprender.`)
};

export const family_learning_start_label = /** @type {(inputs: Family_Learning_Start_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por dónde empieza`)
};

export const family_learning_start_by_age = /** @type {(inputs: Family_Learning_Start_By_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Según la edad (${i?.start})`)
};

export const family_start_stories = /** @type {(inputs: Family_Start_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camino de historias, para escuchar`)
};

export const family_start_stories_reader = /** @type {(inputs: Family_Start_Stories_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias y el lector de la Biblia`)
};

export const family_start_reader = /** @type {(inputs: Family_Start_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lector de la Biblia, planes y versículos para memorizar`)
};

export const family_learning_now = /** @type {(inputs: Family_Learning_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprendiendo ahora`)
};

export const family_waiting_title = /** @type {(inputs: Family_Waiting_TitleInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Esperan tu respuesta (1)`);
	if (n === "other") return /** @type {LocalizedString} */ (`Esperan tu respuesta (${i?.count})`);
	return /** @type {LocalizedString} */ ("family_waiting_title");
};

export const family_add_your_children = /** @type {(inputs: Family_Add_Your_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade a tus hijos`)
};

export const family_add_your_children_lead = /** @type {(inputs: Family_Add_Your_Children_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada niño tiene su propio perfil, con su inicio, sus estrellas y sus insignias. Sin correo ni contraseña para ellos: tú lo ves y lo decides todo.`)
};

export const family_skip_for_now = /** @type {(inputs: Family_Skip_For_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora no`)
};

export const family_start_learning_as = /** @type {(inputs: Family_Start_Learning_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empezar a aprender como ${i?.name}`)
};

export const family_waiting_title_none = /** @type {(inputs: Family_Waiting_Title_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperan tu respuesta`)
};

export const family_waiting_badge = /** @type {(inputs: Family_Waiting_BadgeInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`publicación espera tu respuesta`);
	if (n === "other") return /** @type {LocalizedString} */ (`publicaciones esperan tu respuesta`);
	return /** @type {LocalizedString} */ ("family_waiting_badge");
};

export const family_who_is_learning = /** @type {(inputs: Family_Who_Is_LearningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Quién aprende hoy?`)
};

export const family_ask_grown_up = /** @type {(inputs: Family_Ask_Grown_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pídeselo a un adulto`)
};

export const family_title = /** @type {(inputs: Family_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familia`)
};

export const family_heading = /** @type {(inputs: Family_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`👪 Familia`)
};

export const family_description = /** @type {(inputs: Family_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los perfiles de tus hijos, su semana de aprendizaje y los ajustes de tu familia.`)
};

export const family_lead = /** @type {(inputs: Family_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un perfil para cada hijo: sin correo ni contraseña para ellos, y tú lo ves y decides todo.`)
};

export const family_error = /** @type {(inputs: Family_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const family_name_label = /** @type {(inputs: Family_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre o apodo`)
};

export const family_name_hint = /** @type {(inputs: Family_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se ve dentro de tu familia. Sin apellido, por favor.`)
};

export const family_avatar = /** @type {(inputs: Family_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avatar`)
};

export const family_age_group = /** @type {(inputs: Family_Age_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupo de edad`)
};

export const family_choose = /** @type {(inputs: Family_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige...`)
};

export const family_age_years = /** @type {(inputs: Family_Age_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band} años`)
};

export const family_cancel = /** @type {(inputs: Family_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const family_chapters_read = /** @type {(inputs: Family_Chapters_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capítulos leídos:`)
};

export const family_books_read = /** @type {(inputs: Family_Books_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libros leídos esta semana`)
};

export const family_badges_earned = /** @type {(inputs: Family_Badges_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insignias ganadas:`)
};

export const family_games_played = /** @type {(inputs: Family_Games_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos jugados:`)
};

export const family_verses_learned = /** @type {(inputs: Family_Verses_LearnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículos aprendidos:`)
};

export const family_devotionals_opened = /** @type {(inputs: Family_Devotionals_OpenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales abiertos:`)
};

export const family_last_learned = /** @type {(inputs: Family_Last_LearnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última vez que aprendió:`)
};

export const family_none_yet = /** @type {(inputs: Family_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno todavía`)
};

export const family_none = /** @type {(inputs: Family_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno`)
};

export const family_not_yet = /** @type {(inputs: Family_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todavía no`)
};

export const family_loading = /** @type {(inputs: Family_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tu familia...`)
};

export const family_profile_added = /** @type {(inputs: Family_Profile_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil agregado`)
};

export const family_profile_ready = /** @type {(inputs: Family_Profile_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nuevo perfil ya puede aprender.`)
};

export const family_profile_deleted = /** @type {(inputs: Family_Profile_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil borrado`)
};

export const family_approved = /** @type {(inputs: Family_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobado`)
};

export const family_declined = /** @type {(inputs: Family_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazado`)
};

export const family_add_a_child = /** @type {(inputs: Family_Add_A_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir un hijo`)
};

export const family_add_profile = /** @type {(inputs: Family_Add_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir perfil`)
};

export const family_your_children = /** @type {(inputs: Family_Your_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus hijos`)
};

export const family_no_children = /** @type {(inputs: Family_No_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay perfiles de niños. Añade uno aquí abajo.`)
};

export const family_save = /** @type {(inputs: Family_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const family_this_week = /** @type {(inputs: Family_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta semana`)
};

export const family_streak_and_goal = /** @type {(inputs: Family_Streak_And_GoalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Racha y meta semanal`)
};

export const family_may_share = /** @type {(inputs: Family_May_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede compartir historias y mensajes de Pregunta y Ora (tú apruebas cada uno antes)`)
};

export const family_edit = /** @type {(inputs: Family_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

export const family_download_data = /** @type {(inputs: Family_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar datos`)
};

export const family_delete = /** @type {(inputs: Family_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar`)
};

export const family_delete_confirm = /** @type {(inputs: Family_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Borrar el perfil de ${i?.name} y todo lo que guardó (lecturas, insignias, juegos, historias)? No se puede deshacer.`)
};

export const family_yes_delete = /** @type {(inputs: Family_Yes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí, borrar`)
};

export const family_weekly_summary = /** @type {(inputs: Family_Weekly_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen semanal por correo`)
};

export const family_weekly_summary_label = /** @type {(inputs: Family_Weekly_Summary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíame la semana de cada hijo por correo, una vez por semana`)
};

export const family_data_title = /** @type {(inputs: Family_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los datos de tu familia`)
};

export const family_data_text = /** @type {(inputs: Family_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descarga en un solo archivo todo lo que guardamos sobre tu familia, o bórralo. Lee qué guardamos y por qué en nuestro`)
};

export const family_privacy_notice = /** @type {(inputs: Family_Privacy_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aviso de privacidad`)
};

export const family_download_family_data = /** @type {(inputs: Family_Download_Family_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar los datos de la familia`)
};

export const family_delete_account = /** @type {(inputs: Family_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar la cuenta y todos sus datos`)
};

export const family_avatar_lamb = /** @type {(inputs: Family_Avatar_LambInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cordero`)
};

export const family_avatar_lion = /** @type {(inputs: Family_Avatar_LionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`León`)
};

export const family_avatar_dove = /** @type {(inputs: Family_Avatar_DoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paloma`)
};

export const family_avatar_fish = /** @type {(inputs: Family_Avatar_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pez`)
};

export const family_avatar_whale = /** @type {(inputs: Family_Avatar_WhaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ballena`)
};

export const family_avatar_camel = /** @type {(inputs: Family_Avatar_CamelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camello`)
};

export const family_avatar_donkey = /** @type {(inputs: Family_Avatar_DonkeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Burro`)
};

export const family_avatar_bear = /** @type {(inputs: Family_Avatar_BearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oso`)
};

export const family_avatar_bunny = /** @type {(inputs: Family_Avatar_BunnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conejito`)
};

export const family_avatar_owl = /** @type {(inputs: Family_Avatar_OwlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Búho`)
};

export const family_avatar_star = /** @type {(inputs: Family_Avatar_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estrella`)
};

export const family_avatar_sun = /** @type {(inputs: Family_Avatar_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sol`)
};

export const family_avatar_rainbow = /** @type {(inputs: Family_Avatar_RainbowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arcoíris`)
};

export const family_avatar_ark = /** @type {(inputs: Family_Avatar_ArkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arca de Noé`)
};

export const family_avatar_tent = /** @type {(inputs: Family_Avatar_TentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tienda`)
};

export const family_avatar_harp = /** @type {(inputs: Family_Avatar_HarpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arpa`)
};

export const family_games_played_list = /** @type {(inputs: Family_Games_Played_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.played}×, mejor ${i?.best})`)
};

export const family_enter_password = /** @type {(inputs: Family_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe tu contraseña.`)
};

export const family_pin_removed = /** @type {(inputs: Family_Pin_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN quitado`)
};

export const family_pin_saved = /** @type {(inputs: Family_Pin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN guardado`)
};

export const family_settings_saved = /** @type {(inputs: Family_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se guardaron los ajustes de tu familia.`)
};

export const family_parent_pin = /** @type {(inputs: Family_Parent_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN de los padres`)
};

export const family_pin_set_text = /** @type {(inputs: Family_Pin_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay un PIN: se pide para volver de un hijo a tu perfil y para abrir tu cuenta, tus planes, tu familia y las páginas de administración.`)
};

export const family_pin_unset_text = /** @type {(inputs: Family_Pin_Unset_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elige un PIN de ${i?.min} a ${i?.max} cifras para que los niños no puedan pasar a tu perfil ni abrir tus ajustes. Un PIN más largo es más difícil de adivinar.`)
};

export const family_new_pin = /** @type {(inputs: Family_New_PinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuevo PIN (de ${i?.min} a ${i?.max} cifras)`)
};

export const family_account_password = /** @type {(inputs: Family_Account_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña de tu cuenta`)
};

export const family_save_pin = /** @type {(inputs: Family_Save_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar el PIN`)
};

export const family_remove_pin = /** @type {(inputs: Family_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar el PIN`)
};

export const family_kind_story = /** @type {(inputs: Family_Kind_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia`)
};

export const family_kind_question = /** @type {(inputs: Family_Kind_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta`)
};

export const family_kind_prayer = /** @type {(inputs: Family_Kind_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petición de oración`)
};

export const family_kind_message = /** @type {(inputs: Family_Kind_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje para la comunidad`)
};

export const family_review_from = /** @type {(inputs: Family_Review_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} de ${i?.name}`)
};

export const family_nothing_waiting = /** @type {(inputs: Family_Nothing_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada espera tu aprobación.`)
};

export const family_approve = /** @type {(inputs: Family_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobar`)
};

export const family_decline = /** @type {(inputs: Family_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

export const family_reading_map = /** @type {(inputs: Family_Reading_MapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El mapa de lectura de ${i?.name}`)
};

export const family_reading_map_failed = /** @type {(inputs: Family_Reading_Map_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el mapa de lectura de ${i?.name}.`)
};

export const family_reading_map_loading = /** @type {(inputs: Family_Reading_Map_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cargando el mapa de lectura de ${i?.name}…`)
};

export const family_try_again = /** @type {(inputs: Family_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentar de nuevo`)
};

export const family_goal_saved = /** @type {(inputs: Family_Goal_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meta semanal guardada`)
};

export const family_goal_saved_text = /** @type {(inputs: Family_Goal_Saved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.days} por semana.`)
};

export const family_streak = /** @type {(inputs: Family_StreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔥 Racha:`)
};

export const family_child_week = /** @type {(inputs: Family_Child_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La semana de ${i?.name}`)
};

export const family_child_goal = /** @type {(inputs: Family_Child_GoalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La meta semanal de ${i?.name}`)
};

export const family_goal_for = /** @type {(inputs: Family_Goal_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meta semanal de ${i?.name}`)
};

export const family_days_a_week = /** @type {(inputs: Family_Days_A_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} por semana`)
};

export const family_loading_short = /** @type {(inputs: Family_Loading_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando...`)
};

export const family_parent = /** @type {(inputs: Family_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Padre o madre`)
};

export const family_continue = /** @type {(inputs: Family_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar`)
};

export const family_language_label = /** @type {(inputs: Family_Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const family_language_unset = /** @type {(inputs: Family_Language_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin elegir (el mismo que el tuyo)`)
};

export const games_locked_included = /** @type {(inputs: Games_Locked_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viene con el plan Premium.`)
};

export const games_hangman_tower = /** @type {(inputs: Games_Hangman_TowerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La torre tiene ${i?.built} de ${i?.total} bloques: uno por cada letra que no está en la palabra.`)
};

export const games_listen_question = /** @type {(inputs: Games_Listen_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escucha la pregunta`)
};

export const games_listen_hint = /** @type {(inputs: Games_Listen_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escucha la pista`)
};

export const games_listen_story = /** @type {(inputs: Games_Listen_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escucha la historia`)
};

export const games_listen_clue = /** @type {(inputs: Games_Listen_ClueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escucha la pista del nombre`)
};

export const games_common_great_job = /** @type {(inputs: Games_Common_Great_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Muy bien!`)
};

export const games_common_level = /** @type {(inputs: Games_Common_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel`)
};

export const games_common_score = /** @type {(inputs: Games_Common_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos`)
};

export const games_common_of = /** @type {(inputs: Games_Common_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} de ${i?.total}`)
};

export const games_common_play_again = /** @type {(inputs: Games_Common_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugar otra vez`)
};

export const games_common_next = /** @type {(inputs: Games_Common_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente`)
};

export const games_common_final_score = /** @type {(inputs: Games_Common_Final_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntuación final: ${i?.score} puntos`)
};

export const games_quiz_question = /** @type {(inputs: Games_Quiz_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta`)
};

export const games_quiz_right_answer = /** @type {(inputs: Games_Quiz_Right_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`respuesta correcta`)
};

export const games_quiz_your_answer = /** @type {(inputs: Games_Quiz_Your_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tu respuesta`)
};

export const games_quiz_level_up = /** @type {(inputs: Games_Quiz_Level_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🎉 ¡Completaste el nivel ${i?.passed}! Ya estás en el nivel ${i?.level}.`)
};

export const games_quiz_correct = /** @type {(inputs: Games_Quiz_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ ¡Correcto! +${i?.points} puntos`)
};

export const games_quiz_all_levels = /** @type {(inputs: Games_Quiz_All_LevelsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🏆 ¡Terminaste los ${i?.levels} niveles!`)
};

export const games_quiz_stopped = /** @type {(inputs: Games_Quiz_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acertaste ${i?.correct} de ${i?.asked} en el nivel ${i?.level}. Para subir de nivel, acierta el ${i?.percent} %.`)
};

export const games_hangman_level_1 = /** @type {(inputs: Games_Hangman_Level_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprendiz de palabras`)
};

export const games_hangman_level_2 = /** @type {(inputs: Games_Hangman_Level_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estudiante de la Escritura`)
};

export const games_hangman_level_3 = /** @type {(inputs: Games_Hangman_Level_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabio de la Biblia`)
};

export const games_hangman_level_4 = /** @type {(inputs: Games_Hangman_Level_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As de los versículos`)
};

export const games_hangman_level_5 = /** @type {(inputs: Games_Hangman_Level_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maestro de la Palabra`)
};

export const games_hangman_level_6 = /** @type {(inputs: Games_Hangman_Level_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diccionario divino`)
};

export const games_hangman_level_7 = /** @type {(inputs: Games_Hangman_Level_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experto en la Biblia`)
};

export const games_hangman_lost = /** @type {(inputs: Games_Hangman_LostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La palabra era ${i?.word}. ¡Inténtalo otra vez!`)
};

export const games_hangman_level_mastered = /** @type {(inputs: Games_Hangman_Level_MasteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🏆 ¡Lo dominaste todo! Acertaste ${i?.score} palabras en el nivel ${i?.level}. ¡Te ganaste el título de ${i?.name}!`)
};

export const games_hangman_level_advanced = /** @type {(inputs: Games_Hangman_Level_AdvancedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Completaste el nivel ${i?.level}! Acertaste ${i?.score} palabras. ¡Vamos al nivel ${i?.next}: ${i?.name}!`)
};

export const games_hangman_level_retry = /** @type {(inputs: Games_Hangman_Level_RetryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acertaste ${i?.score} palabras en el nivel ${i?.level}. Para subir de nivel, adivina ${i?.needed} de las primeras 5 palabras. ¡Probemos otra vez el nivel ${i?.level}!`)
};

export const games_hangman_got_it = /** @type {(inputs: Games_Hangman_Got_ItInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Lo lograste! La palabra era ${i?.word}.`)
};

export const games_hangman_letter_in = /** @type {(inputs: Games_Hangman_Letter_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Sí! La ${i?.letter} está en la palabra.`)
};

export const games_hangman_letter_out = /** @type {(inputs: Games_Hangman_Letter_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La ${i?.letter} no está en esta palabra.`)
};

export const games_hangman_choosing = /** @type {(inputs: Games_Hangman_ChoosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eligiendo una palabra...`)
};

export const games_hangman_words_left = /** @type {(inputs: Games_Hangman_Words_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras que quedan`)
};

export const games_hangman_level_value = /** @type {(inputs: Games_Hangman_Level_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.level}: ${i?.name}`)
};

export const games_hangman_hint = /** @type {(inputs: Games_Hangman_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pista:`)
};

export const games_hangman_word_spoken = /** @type {(inputs: Games_Hangman_Word_SpokenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La palabra tiene ${i?.count} letras: ${i?.letters}.`)
};

export const games_hangman_blank = /** @type {(inputs: Games_Hangman_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`espacio`)
};

export const games_hangman_won_label = /** @type {(inputs: Games_Hangman_Won_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganaste esta palabra`)
};

export const games_hangman_well_done = /** @type {(inputs: Games_Hangman_Well_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🎉 ¡Muy bien! +${i?.points} puntos`)
};

export const games_hangman_next_word = /** @type {(inputs: Games_Hangman_Next_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente palabra`)
};

export const games_hangman_lost_label = /** @type {(inputs: Games_Hangman_Lost_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta palabra se escapó`)
};

export const games_hangman_try_different = /** @type {(inputs: Games_Hangman_Try_DifferentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probar otra palabra`)
};

export const games_hangman_restart = /** @type {(inputs: Games_Hangman_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar de nuevo`)
};

export const games_hangman_mastered_label = /** @type {(inputs: Games_Hangman_Mastered_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completaste todos los niveles`)
};

export const games_hangman_celebrate_mastered = /** @type {(inputs: Games_Hangman_Celebrate_MasteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏆 ¡Todos los niveles completados!`)
};

export const games_hangman_celebrate_word = /** @type {(inputs: Games_Hangman_Celebrate_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Lo lograste!`)
};

export const games_hangman_letters = /** @type {(inputs: Games_Hangman_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letras`)
};

export const games_hangman_letter = /** @type {(inputs: Games_Hangman_LetterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letra ${i?.letter}`)
};

export const games_hangman_letter_hit = /** @type {(inputs: Games_Hangman_Letter_HitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letra ${i?.letter}, ya elegida, está en la palabra`)
};

export const games_hangman_letter_miss = /** @type {(inputs: Games_Hangman_Letter_MissInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letra ${i?.letter}, ya elegida, no está en la palabra`)
};

export const games_hangman_wrong_guesses = /** @type {(inputs: Games_Hangman_Wrong_GuessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fallos: ${i?.wrong} de ${i?.total}`)
};

export const games_scrambled_mixing = /** @type {(inputs: Games_Scrambled_MixingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mezclando las palabras...`)
};

export const games_scrambled_verse_of = /** @type {(inputs: Games_Scrambled_Verse_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versículo ${i?.n} de ${i?.total}:`)
};

export const games_scrambled_score = /** @type {(inputs: Games_Scrambled_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntos: ${i?.score}`)
};

export const games_scrambled_your_verse = /** @type {(inputs: Games_Scrambled_Your_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu versículo`)
};

export const games_scrambled_tap_words = /** @type {(inputs: Games_Scrambled_Tap_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca las palabras de abajo en el orden correcto.`)
};

export const games_scrambled_remove_word = /** @type {(inputs: Games_Scrambled_Remove_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar la palabra ${i?.n}: ${i?.word}`)
};

export const games_scrambled_solved = /** @type {(inputs: Games_Scrambled_SolvedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ ¡Ordenaste ${i?.reference}!`)
};

export const games_scrambled_almost = /** @type {(inputs: Games_Scrambled_AlmostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Casi! Algunas palabras no están en su lugar. Toca una palabra de tu versículo para quitarla.`)
};

export const games_scrambled_words_to_place = /** @type {(inputs: Games_Scrambled_Words_To_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras para colocar`)
};

export const games_scrambled_place_word = /** @type {(inputs: Games_Scrambled_Place_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Colocar la palabra: ${i?.word}`)
};

export const games_scrambled_final_label = /** @type {(inputs: Games_Scrambled_Final_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación final`)
};

export const games_scrambled_final = /** @type {(inputs: Games_Scrambled_FinalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Ordenaste ${i?.score} de ${i?.total} versículos!`)
};

export const games_scrambled_shuffle = /** @type {(inputs: Games_Scrambled_ShuffleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mezclar palabras`)
};

export const games_scrambled_next_verse = /** @type {(inputs: Games_Scrambled_Next_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente versículo`)
};

export const games_scrambled_celebrate_done = /** @type {(inputs: Games_Scrambled_Celebrate_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Terminaste! 🏆`)
};

export const games_scrambled_celebrate_verse = /** @type {(inputs: Games_Scrambled_Celebrate_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Versículo ordenado!`)
};

export const games_story_quiz_dealing = /** @type {(inputs: Games_Story_Quiz_DealingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo el libro de historias...`)
};

export const games_story_quiz_end_title = /** @type {(inputs: Games_Story_Quiz_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Terminaste el quiz!`)
};

export const games_story_quiz_champion = /** @type {(inputs: Games_Story_Quiz_ChampionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Quiz conquistado! 🏆`)
};

export const games_story_quiz_level_complete = /** @type {(inputs: Games_Story_Quiz_Level_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Completaste el nivel ${i?.level}!`)
};

export const games_story_quiz_story = /** @type {(inputs: Games_Story_Quiz_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La historia`)
};

export const games_story_quiz_wrong = /** @type {(inputs: Games_Story_Quiz_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`❌ Esta vez no. La respuesta es: ${i?.answer}`)
};

export const games_story_quiz_fun_fact = /** @type {(inputs: Games_Story_Quiz_Fun_FactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Sabías que...?`)
};

export const games_bee_dealing = /** @type {(inputs: Games_Bee_DealingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zumbando las preguntas...`)
};

export const games_bee_end_title = /** @type {(inputs: Games_Bee_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Terminaste el concurso!`)
};

export const games_bee_champion = /** @type {(inputs: Games_Bee_ChampionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Superaste todos los niveles! 🐝`)
};

export const games_bee_level_complete = /** @type {(inputs: Games_Bee_Level_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Nivel completado! 🐝`)
};

export const games_bee_for_points = /** @type {(inputs: Games_Bee_For_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por ${i?.points} puntos`)
};

export const games_bee_wrong = /** @type {(inputs: Games_Bee_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Sigue intentando! La respuesta correcta era: ${i?.answer}`)
};

export const games_memory_practice = /** @type {(inputs: Games_Memory_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practicar`)
};

export const games_memory_memorize = /** @type {(inputs: Games_Memory_MemorizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memorizar`)
};

export const games_memory_practice_help = /** @type {(inputs: Games_Memory_Practice_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ves el versículo. No da puntos.`)
};

export const games_memory_memorize_help = /** @type {(inputs: Games_Memory_Memorize_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El versículo está escondido. Ganas 1 punto por cada versículo que escribas bien.`)
};

export const games_memory_celebrate_done = /** @type {(inputs: Games_Memory_Celebrate_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Los ${i?.count} versículos listos! 🏆`)
};

export const games_memory_celebrate_verse = /** @type {(inputs: Games_Memory_Celebrate_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Te acordaste! 🧠`)
};

export const games_memory_getting_ready = /** @type {(inputs: Games_Memory_Getting_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparando los versículos...`)
};

export const games_memory_finished = /** @type {(inputs: Games_Memory_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🏆 ¡Terminaste los ${i?.count} versículos!`)
};

export const games_memory_summary = /** @type {(inputs: Games_Memory_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntos: ${i?.score} de ${i?.total} · Intentos: ${i?.attempts}`)
};

export const games_memory_mastered = /** @type {(inputs: Games_Memory_MasteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versículos aprendidos: ${i?.references}`)
};

export const games_memory_mode = /** @type {(inputs: Games_Memory_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo`)
};

export const games_memory_verse = /** @type {(inputs: Games_Memory_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículo`)
};

export const games_memory_attempts = /** @type {(inputs: Games_Memory_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentos`)
};

export const games_memory_listen = /** @type {(inputs: Games_Memory_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuchar`)
};

export const games_memory_hidden = /** @type {(inputs: Games_Memory_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El versículo está escondido. ¡Escríbelo de memoria!`)
};

export const games_memory_type_verse = /** @type {(inputs: Games_Memory_Type_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el versículo`)
};

export const games_memory_check = /** @type {(inputs: Games_Memory_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobar`)
};

export const games_memory_correct = /** @type {(inputs: Games_Memory_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ ¡Correcto!`)
};

export const games_memory_correct_point = /** @type {(inputs: Games_Memory_Correct_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ ¡Correcto! +1 punto`)
};

export const games_memory_finish = /** @type {(inputs: Games_Memory_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminar`)
};

export const games_memory_next_verse = /** @type {(inputs: Games_Memory_Next_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente versículo`)
};

export const games_memory_wrong = /** @type {(inputs: Games_Memory_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Casi, pero no!`)
};

export const games_memory_wrong_help = /** @type {(inputs: Games_Memory_Wrong_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa cada palabra y vuelve a intentarlo.`)
};

export const games_memory_try_again = /** @type {(inputs: Games_Memory_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentar otra vez`)
};

export const games_memory_show_verse = /** @type {(inputs: Games_Memory_Show_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver el versículo`)
};

export const games_word_search_hiding = /** @type {(inputs: Games_Word_Search_HidingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escondiendo las palabras...`)
};

export const games_word_search_found_status = /** @type {(inputs: Games_Word_Search_Found_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Encontraste ${i?.word}! Llevas ${i?.found} de ${i?.total}.`)
};

export const games_word_search_celebrate_done = /** @type {(inputs: Games_Word_Search_Celebrate_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Encontraste todas las palabras!`)
};

export const games_word_search_celebrate_word = /** @type {(inputs: Games_Word_Search_Celebrate_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Palabra encontrada!`)
};

export const games_word_search_words_to_find = /** @type {(inputs: Games_Word_Search_Words_To_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras para buscar`)
};

export const games_word_search_how = /** @type {(inputs: Games_Word_Search_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca las letras una por una, en línea recta: de lado, hacia abajo o en diagonal, hacia adelante o hacia atrás.`)
};

export const games_word_search_found_mark = /** @type {(inputs: Games_Word_Search_Found_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(encontrada)`)
};

export const games_word_search_selected = /** @type {(inputs: Games_Word_Search_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegidas:`)
};

export const games_word_search_clear = /** @type {(inputs: Games_Word_Search_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar selección`)
};

export const games_word_search_found_all = /** @type {(inputs: Games_Word_Search_Found_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Encontraste las ${i?.count} palabras.`)
};

export const games_word_search_keep_searching = /** @type {(inputs: Games_Word_Search_Keep_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Sigue buscando!`)
};

export const games_word_search_praise_1 = /** @type {(inputs: Games_Word_Search_Praise_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Increíble! ¡Encontraste todas las palabras escondidas!`)
};

export const games_word_search_praise_2 = /** @type {(inputs: Games_Word_Search_Praise_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Excelente trabajo, detective de palabras!`)
};

export const games_word_search_praise_3 = /** @type {(inputs: Games_Word_Search_Praise_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Eres una estrella de la sopa de letras bíblica!`)
};

export const games_word_search_praise_4 = /** @type {(inputs: Games_Word_Search_Praise_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Fantástico! ¡Tienes ojos de águila!`)
};

export const games_word_search_praise_5 = /** @type {(inputs: Games_Word_Search_Praise_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Muy bien! ¡No se te escapa nada!`)
};

export const games_word_search_grid = /** @type {(inputs: Games_Word_Search_GridInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sopa de letras, ${i?.size} filas de ${i?.size} letras`)
};

export const games_word_search_cell = /** @type {(inputs: Games_Word_Search_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fila ${i?.row}, columna ${i?.col}: ${i?.letter}`)
};

export const games_word_search_cell_selected = /** @type {(inputs: Games_Word_Search_Cell_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`elegida`)
};

export const games_word_search_cell_found = /** @type {(inputs: Games_Word_Search_Cell_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`parte de una palabra encontrada`)
};

export const games_matching_card_face_down = /** @type {(inputs: Games_Matching_Card_Face_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carta ${i?.n}, boca abajo`)
};

export const games_matching_card_verse = /** @type {(inputs: Games_Matching_Card_VerseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`versículo: ${i?.text}`)
};

export const games_matching_card_reference = /** @type {(inputs: Games_Matching_Card_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cita: ${i?.text}`)
};

export const games_matching_card_matched = /** @type {(inputs: Games_Matching_Card_MatchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carta ${i?.n}, con pareja, ${i?.what}`)
};

export const games_matching_card = /** @type {(inputs: Games_Matching_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carta ${i?.n}, ${i?.what}`)
};

export const games_matching_won_status = /** @type {(inputs: Games_Matching_Won_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Juntaste las ${i?.pairs} parejas en ${i?.moves} movimientos!`)
};

export const games_matching_checking = /** @type {(inputs: Games_Matching_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mirando tu pareja...`)
};

export const games_matching_flip_second = /** @type {(inputs: Games_Matching_Flip_SecondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora da vuelta a otra carta.`)
};

export const games_matching_flip_two = /** @type {(inputs: Games_Matching_Flip_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Da vuelta a dos cartas para encontrar un versículo y su cita.`)
};

export const games_matching_moves = /** @type {(inputs: Games_Matching_MovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Movimientos:`)
};

export const games_matching_pairs = /** @type {(inputs: Games_Matching_PairsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parejas: ${i?.matched} / ${i?.total}`)
};

export const games_matching_new_game = /** @type {(inputs: Games_Matching_New_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔄 Juego nuevo`)
};

export const games_matching_cards = /** @type {(inputs: Games_Matching_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartas`)
};

export const games_matching_verse_tag = /** @type {(inputs: Games_Matching_Verse_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📖 Versículo`)
};

export const games_matching_reference_tag = /** @type {(inputs: Games_Matching_Reference_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📍 Cita`)
};

export const games_matching_matched = /** @type {(inputs: Games_Matching_MatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Pareja`)
};

export const games_matching_well_done = /** @type {(inputs: Games_Matching_Well_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎉 ¡Muy bien!`)
};

export const games_matching_play_again = /** @type {(inputs: Games_Matching_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugar otra vez`)
};

export const games_matching_end = /** @type {(inputs: Games_Matching_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Juntaste las ${i?.pairs} parejas en ${i?.moves} movimientos. Puntos: ${i?.score}`)
};

export const games_matching_celebrate = /** @type {(inputs: Games_Matching_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Las juntaste todas!`)
};

export const games_adventure_wisdom = /** @type {(inputs: Games_Adventure_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabiduría`)
};

export const games_adventure_courage = /** @type {(inputs: Games_Adventure_CourageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valentía`)
};

export const games_adventure_faith = /** @type {(inputs: Games_Adventure_FaithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fe`)
};

export const games_adventure_level = /** @type {(inputs: Games_Adventure_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nivel ${i?.level} de ${i?.levels}`)
};

export const games_adventure_progress = /** @type {(inputs: Games_Adventure_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · Aventura ${i?.n} de ${i?.total}`)
};

export const games_adventure_score = /** @type {(inputs: Games_Adventure_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos:`)
};

export const games_adventure_stats_label = /** @type {(inputs: Games_Adventure_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus puntos de este nivel`)
};

export const games_adventure_stat_total = /** @type {(inputs: Games_Adventure_Stat_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total: ${i?.total}. Llega a ${i?.needed} antes de que termine el nivel para subir.`)
};

export const games_adventure_what_will_you_do = /** @type {(inputs: Games_Adventure_What_Will_You_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué vas a hacer?`)
};

export const games_adventure_you_chose = /** @type {(inputs: Games_Adventure_You_ChoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elegiste: ${i?.choice}`)
};

export const games_adventure_points = /** @type {(inputs: Games_Adventure_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+${i?.points} puntos`)
};

export const games_adventure_level_complete = /** @type {(inputs: Games_Adventure_Level_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⭐ ¡Nivel ${i?.level} completado!`)
};

export const games_adventure_grew = /** @type {(inputs: Games_Adventure_GrewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Creciste en sabiduría, valentía y fe (total ${i?.total}). ¡Adelante al nivel ${i?.next}!`)
};

export const games_adventure_start_level = /** @type {(inputs: Games_Adventure_Start_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empezar el nivel ${i?.level}`)
};

export const games_adventure_repeat = /** @type {(inputs: Games_Adventure_RepeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Nivel ${i?.level} completado! Crece más en sabiduría, valentía y fe para avanzar.`)
};

export const games_adventure_total_was = /** @type {(inputs: Games_Adventure_Total_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu total fue ${i?.total}. Necesitas ${i?.needed}.`)
};

export const games_adventure_try_again = /** @type {(inputs: Games_Adventure_Try_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Intentar otra vez el nivel ${i?.level}`)
};

export const games_adventure_finished = /** @type {(inputs: Games_Adventure_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏆 ¡Terminaste la Aventura bíblica!`)
};

export const games_adventure_final = /** @type {(inputs: Games_Adventure_FinalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntos finales: ${i?.score}. ¡Sigue creciendo cada día en sabiduría, valentía y fe!`)
};

export const games_adventure_play_again = /** @type {(inputs: Games_Adventure_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugar otra vez`)
};

export const games_adventure_celebrate = /** @type {(inputs: Games_Adventure_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Aventura completada!`)
};

export const games_puzzle_start = /** @type {(inputs: Games_Puzzle_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca a un héroe de la Biblia y luego lo que lo hace famoso.`)
};

export const games_puzzle_picked_note = /** @type {(inputs: Games_Puzzle_Picked_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elegiste a ${i?.character}. Ahora toca lo que hace famoso a ${i?.character}.`)
};

export const games_puzzle_hero_first = /** @type {(inputs: Games_Puzzle_Hero_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero toca a un héroe de la Biblia y luego el objeto.`)
};

export const games_puzzle_wrong = /** @type {(inputs: Games_Puzzle_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Uy! ¡Inténtalo otra vez!`)
};

export const games_puzzle_match = /** @type {(inputs: Games_Puzzle_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Sí! ${i?.character}: ${i?.item}. ${i?.fact} (${i?.reference})`)
};

export const games_puzzle_matched_count = /** @type {(inputs: Games_Puzzle_Matched_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parejas: ${i?.matched} / ${i?.total}`)
};

export const games_puzzle_misses = /** @type {(inputs: Games_Puzzle_MissesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Intentos fallidos: ${i?.misses}`)
};

export const games_puzzle_new_game = /** @type {(inputs: Games_Puzzle_New_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔄 Juego nuevo`)
};

export const games_puzzle_heroes = /** @type {(inputs: Games_Puzzle_HeroesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Héroes de la Biblia`)
};

export const games_puzzle_hero_matched = /** @type {(inputs: Games_Puzzle_Hero_MatchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.character}, unido con ${i?.item}`)
};

export const games_puzzle_picked = /** @type {(inputs: Games_Puzzle_PickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`👉 Elegido`)
};

export const games_puzzle_known_for = /** @type {(inputs: Games_Puzzle_Known_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Lo que los hace famosos`)
};

export const games_puzzle_item_matched = /** @type {(inputs: Games_Puzzle_Item_MatchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item}, unido con ${i?.character}`)
};

export const games_puzzle_won = /** @type {(inputs: Games_Puzzle_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎉 ¡Uniste a todos los héroes de la Biblia!`)
};

export const games_puzzle_play_again = /** @type {(inputs: Games_Puzzle_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugar otra vez`)
};

export const games_puzzle_score = /** @type {(inputs: Games_Puzzle_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntos: ${i?.score}`)
};

export const games_puzzle_celebrate = /** @type {(inputs: Games_Puzzle_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Rompecabezas completo!`)
};

export const games_bingo_free = /** @type {(inputs: Games_Bingo_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LIBRE`)
};

export const games_bingo_not_called = /** @type {(inputs: Games_Bingo_Not_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Ese nombre todavía no ha salido!`)
};

export const games_bingo_all_called = /** @type {(inputs: Games_Bingo_All_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Ya salieron todos los nombres!`)
};

export const games_bingo_caller = /** @type {(inputs: Games_Bingo_CallerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📣 El que canta los nombres`)
};

export const games_bingo_call_next = /** @type {(inputs: Games_Bingo_Call_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sacar otro nombre`)
};

export const games_bingo_name_of = /** @type {(inputs: Games_Bingo_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nombre ${i?.n} de ${i?.total}:`)
};

export const games_bingo_press_call = /** @type {(inputs: Games_Bingo_Press_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca «Sacar otro nombre» para oír el primer nombre de la Biblia.`)
};

export const games_bingo_line_done = /** @type {(inputs: Games_Bingo_Line_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Completaste una línea después de ${i?.called} nombres. Puntos: ${i?.score}`)
};

export const games_bingo_new_card = /** @type {(inputs: Games_Bingo_New_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartón nuevo`)
};

export const games_bingo_new_card_button = /** @type {(inputs: Games_Bingo_New_Card_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔄 Cartón nuevo`)
};

export const games_bingo_card_caption = /** @type {(inputs: Games_Bingo_Card_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cartón de bingo. Marca un nombre cuando ya haya salido.`)
};

export const games_bingo_marked = /** @type {(inputs: Games_Bingo_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, marcado`)
};

export const games_bingo_in_winning_line = /** @type {(inputs: Games_Bingo_In_Winning_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, en la línea ganadora`)
};

export const games_bingo_called_so_far = /** @type {(inputs: Games_Bingo_Called_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombres que ya salieron`)
};

export const games_bingo_called_so_far_label = /** @type {(inputs: Games_Bingo_Called_So_Far_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombres que ya salieron`)
};

export const games_connect_easy = /** @type {(inputs: Games_Connect_EasyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fácil`)
};

export const games_connect_medium = /** @type {(inputs: Games_Connect_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medio`)
};

export const games_connect_hard = /** @type {(inputs: Games_Connect_HardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Difícil`)
};

export const games_connect_player_star = /** @type {(inputs: Games_Connect_Player_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugador 1 (estrella)`)
};

export const games_connect_player_heart = /** @type {(inputs: Games_Connect_Player_HeartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugador 2 (corazón)`)
};

export const games_connect_empty = /** @type {(inputs: Games_Connect_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vacía`)
};

export const games_connect_start = /** @type {(inputs: Games_Connect_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza el jugador 1. Elige una columna y contesta la pregunta para soltar tu ficha.`)
};

export const games_connect_level_start = /** @type {(inputs: Games_Connect_Level_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nivel ${i?.level}: empieza el jugador 1. Elige una columna y contesta la pregunta.`)
};

export const games_connect_wrong_toast = /** @type {(inputs: Games_Connect_Wrong_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Sigue intentando! La respuesta correcta era: ${i?.answer}`)
};

export const games_connect_wrong_note = /** @type {(inputs: Games_Connect_Wrong_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Esta vez no! La respuesta correcta era: ${i?.answer}. Ahora es el turno de ${i?.player}.`)
};

export const games_connect_four = /** @type {(inputs: Games_Connect_FourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Cuatro en línea! ¡Gana ${i?.player}!`)
};

export const games_connect_draw_note = /** @type {(inputs: Games_Connect_Draw_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El tablero está lleno. ¡Es un empate!`)
};

export const games_connect_correct = /** @type {(inputs: Games_Connect_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Correcto! ${i?.player} soltó una ficha en la columna ${i?.column} y vuelve a jugar.`)
};

export const games_connect_level = /** @type {(inputs: Games_Connect_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel`)
};

export const games_connect_level_option = /** @type {(inputs: Games_Connect_Level_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nivel ${i?.level} (${i?.name})`)
};

export const games_connect_turn = /** @type {(inputs: Games_Connect_TurnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Turno de ${i?.player}`)
};

export const games_connect_reset = /** @type {(inputs: Games_Connect_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔄 Reiniciar`)
};

export const games_connect_board_caption = /** @type {(inputs: Games_Connect_Board_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablero de juego, 6 filas por 7 columnas. La fila 1 es la de arriba.`)
};

export const games_connect_drop = /** @type {(inputs: Games_Connect_DropInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Soltar en la columna ${i?.column}`)
};

export const games_connect_drop_full = /** @type {(inputs: Games_Connect_Drop_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Soltar en la columna ${i?.column} (llena)`)
};

export const games_connect_cell = /** @type {(inputs: Games_Connect_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fila ${i?.row}, columna ${i?.column}: ${i?.what}`)
};

export const games_connect_winning_line = /** @type {(inputs: Games_Connect_Winning_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, línea ganadora`)
};

export const games_connect_answer_to_drop = /** @type {(inputs: Games_Connect_Answer_To_DropInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}: contesta bien para soltar tu ficha en la columna ${i?.column}.`)
};

export const games_connect_other_column = /** @type {(inputs: Games_Connect_Other_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir otra columna`)
};

export const games_connect_wins = /** @type {(inputs: Games_Connect_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🎉 ¡Gana ${i?.player}!`)
};

export const games_connect_draw = /** @type {(inputs: Games_Connect_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🤝 ¡Empate!`)
};

export const games_connect_play_again = /** @type {(inputs: Games_Connect_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugar otra vez`)
};

export const games_connect_celebrate_winner = /** @type {(inputs: Games_Connect_Celebrate_WinnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Gana ${i?.player}!`)
};

export const games_connect_celebrate = /** @type {(inputs: Games_Connect_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Ganaste!`)
};

export const games_hunt_garden_name = /** @type {(inputs: Games_Hunt_Garden_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorador del jardín`)
};

export const games_hunt_garden_how_to = /** @type {(inputs: Games_Hunt_Garden_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueve frutos se esconden debajo de los 25 arbustos. Toca un arbusto para mirar debajo. Tómate tu tiempo: ¡aquí no hay reloj!`)
};

export const games_hunt_memory_name = /** @type {(inputs: Games_Hunt_Memory_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jardín de la memoria`)
};

export const games_hunt_memory_how_to = /** @type {(inputs: Games_Hunt_Memory_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Mira con atención! Verás los 20 lugares durante 3 segundos. Luego se esconden. Toca los lugares donde estaban los frutos. Una mala hierba te quita 15 segundos.`)
};

export const games_hunt_matcher_name = /** @type {(inputs: Games_Hunt_Matcher_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une los frutos`)
};

export const games_hunt_matcher_how_to = /** @type {(inputs: Games_Hunt_Matcher_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee cómo es el fruto y toca el fruto que corresponde. Una respuesta equivocada te quita 15 segundos.`)
};

export const games_hunt_sequence_name = /** @type {(inputs: Games_Hunt_Sequence_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En orden`)
};

export const games_hunt_sequence_how_to = /** @type {(inputs: Games_Hunt_Sequence_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige los frutos en el orden de Gálatas 5:22-23. Cada pista te dice qué fruto va después. Uno equivocado te quita 15 segundos.`)
};

export const games_hunt_verse_name = /** @type {(inputs: Games_Hunt_Verse_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca la palabra del versículo`)
};

export const games_hunt_verse_how_to = /** @type {(inputs: Games_Hunt_Verse_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A cada versículo le falta una palabra. Toca el fruto que va en el hueco. Una ficha equivocada te quita 15 segundos.`)
};

export const games_hunt_path_name = /** @type {(inputs: Games_Hunt_Path_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camino contra reloj`)
};

export const games_hunt_path_how_to = /** @type {(inputs: Games_Hunt_Path_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camina por el jardín de casilla en casilla (toca una casilla que esté a tu lado o usa las flechas del teclado) y recoge los frutos. Los espinos cierran el paso y te quitan 15 segundos.`)
};

export const games_hunt_tree_name = /** @type {(inputs: Games_Hunt_Tree_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El árbol de los frutos`)
};

export const games_hunt_tree_how_to = /** @type {(inputs: Games_Hunt_Tree_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toma un fruto de la canasta y toca la rama cuyo letrero lo describe. Lo que no es fruto del Espíritu va a la basura y te quita 15 segundos.`)
};

export const games_hunt_not_fruit = /** @type {(inputs: Games_Hunt_Not_FruitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Eso no es un fruto del Espíritu! ¡Inténtalo otra vez!`)
};

export const games_hunt_wrong_order = /** @type {(inputs: Games_Hunt_Wrong_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Ese no es el orden! ¡Sigue bien las pistas!`)
};

export const games_hunt_time_up = /** @type {(inputs: Games_Hunt_Time_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Se acabó el tiempo! ¡Nivel terminado!`)
};

export const games_hunt_wrong_answer = /** @type {(inputs: Games_Hunt_Wrong_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Uy! ¡Inténtalo otra vez!`)
};

export const games_hunt_keep_searching = /** @type {(inputs: Games_Hunt_Keep_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Sigue buscando!`)
};

export const games_hunt_too_far = /** @type {(inputs: Games_Hunt_Too_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Paso a paso! Toca una casilla que esté justo a tu lado.`)
};

export const games_hunt_no_selection = /** @type {(inputs: Games_Hunt_No_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero toma un fruto de la canasta.`)
};

export const games_hunt_level_complete = /** @type {(inputs: Games_Hunt_Level_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Nivel ${i?.level} completado!`)
};

export const games_hunt_found_them_all = /** @type {(inputs: Games_Hunt_Found_Them_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Los encontraste todos!`)
};

export const games_hunt_retry_note = /** @type {(inputs: Games_Hunt_Retry_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Encontraste ${i?.found} frutos. Necesitas ${i?.needed} para avanzar. ¡Intentémoslo otra vez!`)
};

export const games_hunt_passed_note = /** @type {(inputs: Games_Hunt_Passed_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Nivel ${i?.level} completado! Encontraste ${i?.found} frutos.`)
};

export const games_hunt_found_fruit = /** @type {(inputs: Games_Hunt_Found_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Encontraste ${i?.fruit}! +${i?.points} puntos`)
};

export const games_hunt_level_title = /** @type {(inputs: Games_Hunt_Level_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nivel ${i?.level}: ${i?.name}`)
};

export const games_hunt_score = /** @type {(inputs: Games_Hunt_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos:`)
};

export const games_hunt_fruits_found = /** @type {(inputs: Games_Hunt_Fruits_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frutos encontrados:`)
};

export const games_hunt_no_clock = /** @type {(inputs: Games_Hunt_No_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⏱️ En este nivel no hay reloj`)
};

export const games_hunt_time_left = /** @type {(inputs: Games_Hunt_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⏱️ Tiempo:`)
};

export const games_hunt_points_a_fruit = /** @type {(inputs: Games_Hunt_Points_A_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.points} puntos por fruto`)
};

export const games_hunt_look_closely = /** @type {(inputs: Games_Hunt_Look_CloselyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`👀 ¡Mira bien! Recuerda dónde están los frutos...`)
};

export const games_hunt_start_level = /** @type {(inputs: Games_Hunt_Start_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`▶ Empezar el nivel ${i?.level}`)
};

export const games_hunt_level_done = /** @type {(inputs: Games_Hunt_Level_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⭐ ¡Nivel ${i?.level} completado!`)
};

export const games_hunt_next_level = /** @type {(inputs: Games_Hunt_Next_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siguiente: nivel ${i?.level}, ${i?.name}`)
};

export const games_hunt_found_of = /** @type {(inputs: Games_Hunt_Found_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Encontraste ${i?.found} de ${i?.total} frutos.`)
};

export const games_hunt_starting_again = /** @type {(inputs: Games_Hunt_Starting_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔁 Empezando el nivel otra vez...`)
};

export const games_hunt_basket = /** @type {(inputs: Games_Hunt_BasketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🧺 Frutos que encontraste`)
};

export const games_hunt_finished = /** @type {(inputs: Games_Hunt_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏆 ¡Terminaste los 7 niveles!`)
};

export const games_hunt_expert = /** @type {(inputs: Games_Hunt_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya eres experto en el fruto del Espíritu. Puntos finales:`)
};

export const games_hunt_grow_them = /** @type {(inputs: Games_Hunt_Grow_ThemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fruits}: ¡deja que Dios los haga crecer en tu vida cada día!`)
};

export const games_hunt_play_again = /** @type {(inputs: Games_Hunt_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugar otra vez`)
};

export const games_hunt_just_leaves = /** @type {(inputs: Games_Hunt_Just_LeavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`solo hojas`)
};

export const games_hunt_spot_fruit = /** @type {(inputs: Games_Hunt_Spot_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`fruto: ${i?.name}`)
};

export const games_hunt_spot_decoy = /** @type {(inputs: Games_Hunt_Spot_DecoyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, no es fruto del Espíritu`)
};

export const games_hunt_bush = /** @type {(inputs: Games_Hunt_BushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Arbusto ${i?.n}: ${i?.what}`)
};

export const games_hunt_spot = /** @type {(inputs: Games_Hunt_SpotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lugar ${i?.n}: ${i?.what}`)
};

export const games_hunt_not_searched = /** @type {(inputs: Games_Hunt_Not_SearchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin buscar todavía`)
};

export const games_hunt_garden_bushes = /** @type {(inputs: Games_Hunt_Garden_BushesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arbustos del jardín`)
};

export const games_hunt_memory_spots = /** @type {(inputs: Games_Hunt_Memory_SpotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugares del jardín de la memoria`)
};

export const games_hunt_leaves = /** @type {(inputs: Games_Hunt_LeavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hojas`)
};

export const games_hunt_path_label = /** @type {(inputs: Games_Hunt_Path_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camino del jardín. Usa las flechas o toca una casilla que esté a tu lado.`)
};

export const games_hunt_thorn_bush = /** @type {(inputs: Games_Hunt_Thorn_BushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`espino: ${i?.name}`)
};

export const games_hunt_your_path = /** @type {(inputs: Games_Hunt_Your_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tu camino`)
};

export const games_hunt_grass = /** @type {(inputs: Games_Hunt_GrassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`césped`)
};

export const games_hunt_square = /** @type {(inputs: Games_Hunt_SquareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fila ${i?.row}, columna ${i?.column}: ${i?.what}`)
};

export const games_hunt_you_are_here = /** @type {(inputs: Games_Hunt_You_Are_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`estás aquí`)
};

export const games_hunt_already_found = /** @type {(inputs: Games_Hunt_Already_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ya encontrado`)
};

export const games_hunt_which_fruit = /** @type {(inputs: Games_Hunt_Which_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fruto ${i?.n} de ${i?.total}: ¿qué fruto es?`)
};

export const games_hunt_answers = /** @type {(inputs: Games_Hunt_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuestas`)
};

export const games_hunt_your_sequence = /** @type {(inputs: Games_Hunt_Your_SequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu secuencia`)
};

export const games_hunt_not_yet = /** @type {(inputs: Games_Hunt_Not_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}: todavía no`)
};

export const games_hunt_clue = /** @type {(inputs: Games_Hunt_ClueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pista ${i?.n}: ${i?.clue}`)
};

export const games_hunt_fruits = /** @type {(inputs: Games_Hunt_FruitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frutos`)
};

export const games_hunt_which_fills = /** @type {(inputs: Games_Hunt_Which_FillsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versículo ${i?.n} de ${i?.total}: ¿qué fruto va en el hueco?`)
};

export const games_hunt_word_tiles = /** @type {(inputs: Games_Hunt_Word_TilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichas de palabras`)
};

export const games_hunt_tree_title_picked = /** @type {(inputs: Games_Hunt_Tree_Title_PickedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🌳 El árbol: toca una rama para colgar el fruto ${i?.fruit}`)
};

export const games_hunt_tree_title = /** @type {(inputs: Games_Hunt_Tree_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌳 El árbol: toca una rama para colgar tu fruto`)
};

export const games_hunt_branch_with = /** @type {(inputs: Games_Hunt_Branch_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rama con ${i?.fruit}: ${i?.description}`)
};

export const games_hunt_empty_branch = /** @type {(inputs: Games_Hunt_Empty_BranchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rama vacía: ${i?.description}`)
};

export const games_hunt_the_basket = /** @type {(inputs: Games_Hunt_The_BasketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🧺 La canasta`)
};

export const games_hunt_compost = /** @type {(inputs: Games_Hunt_CompostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A la basura (no son frutos del Espíritu):`)
};

export const games_layout_page_title = /** @type {(inputs: Games_Layout_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} – Juego bíblico`)
};

export const games_layout_home = /** @type {(inputs: Games_Layout_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏠 Inicio`)
};

export const games_layout_back = /** @type {(inputs: Games_Layout_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Volver a los juegos`)
};

export const games_layout_loading = /** @type {(inputs: Games_Layout_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparando tu juego...`)
};

export const games_layout_locked = /** @type {(inputs: Games_Layout_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este juego está cerrado`)
};

export const games_layout_see_plans = /** @type {(inputs: Games_Layout_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los planes`)
};

export const games_layout_back_plain = /** @type {(inputs: Games_Layout_Back_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a los juegos`)
};

export const games_gate_premium_title = /** @type {(inputs: Games_Gate_Premium_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo Premium`)
};

export const games_gate_premium_reason = /** @type {(inputs: Games_Gate_Premium_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} es parte del plan Premium. ¡Mejora tu plan para jugar los 12 juegos bíblicos!`)
};

export const games_gate_upgrade_title = /** @type {(inputs: Games_Gate_Upgrade_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para más juegos`)
};

export const games_gate_upgrade_reason = /** @type {(inputs: Games_Gate_Upgrade_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu plan incluye ${i?.count} juegos bíblicos. ¡Mejóralo para abrir ${i?.title} y los demás!`)
};

export const games_difficulty_easy = /** @type {(inputs: Games_Difficulty_EasyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fácil`)
};

export const games_difficulty_medium = /** @type {(inputs: Games_Difficulty_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medio`)
};

export const games_difficulty_hard = /** @type {(inputs: Games_Difficulty_HardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Difícil`)
};

export const games_index_title = /** @type {(inputs: Games_Index_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos bíblicos`)
};

export const games_index_description = /** @type {(inputs: Games_Index_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doce juegos bíblicos para niños: ahorcado, sopa de letras, versículos revueltos, preguntas de historias, un concurso bíblico y más. ¡Aprende la Palabra de Dios mientras juegas!`)
};

export const games_index_lead = /** @type {(inputs: Games_Index_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Aprende la Palabra de Dios mientras juegas! Elige un juego para empezar.`)
};

export const games_index_printables = /** @type {(inputs: Games_Index_PrintablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividades para imprimir: sopas de letras, bingo y hojas para repasar letras`)
};

export const games_index_upgrade_label = /** @type {(inputs: Games_Index_Upgrade_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejorar el plan`)
};

export const games_index_banner_strong = /** @type {(inputs: Games_Index_Banner_StrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Abre los 12 juegos bíblicos!`)
};

export const games_index_banner_text = /** @type {(inputs: Games_Index_Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pásate a Premium para jugar todos los juegos y seguir aprendiendo.`)
};

export const games_index_upgrade_now = /** @type {(inputs: Games_Index_Upgrade_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejorar ahora`)
};

export const games_index_games_label = /** @type {(inputs: Games_Index_Games_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos`)
};

export const games_index_access_note = /** @type {(inputs: Games_Index_Access_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu plan incluye ${i?.count} juegos bíblicos`)
};

export const games_lock_premium_only = /** @type {(inputs: Games_Lock_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo Premium`)
};

export const games_lock_more_games = /** @type {(inputs: Games_Lock_More_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para más juegos`)
};

export const games_lock_access = /** @type {(inputs: Games_Lock_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para entrar`)
};

export const games_card_difficulty = /** @type {(inputs: Games_Card_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dificultad:`)
};

export const games_card_time = /** @type {(inputs: Games_Card_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo:`)
};

export const games_card_play_now = /** @type {(inputs: Games_Card_Play_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡A JUGAR!`)
};

export const games_card_sign_in_to_play = /** @type {(inputs: Games_Card_Sign_In_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para jugar`)
};

export const games_card_upgrade_to_play = /** @type {(inputs: Games_Card_Upgrade_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para jugar`)
};

export const games_printables_title = /** @type {(inputs: Games_Printables_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividades para imprimir`)
};

export const games_printables_description = /** @type {(inputs: Games_Printables_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprime actividades bíblicas para niños: una sopa de letras, un cartón de bingo bíblico y hojas para repasar versículos.`)
};

export const games_printables_lead = /** @type {(inputs: Games_Printables_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Imprime una hoja, toma un lápiz y aprende la Palabra de Dios lejos de la pantalla!`)
};

export const games_printables_word_search = /** @type {(inputs: Games_Printables_Word_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sopa de letras`)
};

export const games_printables_word_search_text = /** @type {(inputs: Games_Printables_Word_Search_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una sopa de letras bíblicas nueva cada vez que la abres.`)
};

export const games_printables_bingo = /** @type {(inputs: Games_Printables_BingoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartón de bingo bíblico`)
};

export const games_printables_bingo_text = /** @type {(inputs: Games_Printables_Bingo_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un cartón nuevo con nombres de la Biblia para jugar con tu familia y tus amigos.`)
};

export const games_printables_tracing = /** @type {(inputs: Games_Printables_TracingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hojas para repasar versículos`)
};

export const games_printables_tracing_text = /** @type {(inputs: Games_Printables_Tracing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repasa un versículo con tu lápiz y luego escríbelo tú solo.`)
};

export const games_printables_print = /** @type {(inputs: Games_Printables_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimir`)
};

export const games_printables_all = /** @type {(inputs: Games_Printables_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las actividades`)
};

export const games_printables_name_line = /** @type {(inputs: Games_Printables_Name_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre: ______________________________`)
};

export const games_printables_bingo_page_title = /** @type {(inputs: Games_Printables_Bingo_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartón de bingo bíblico para imprimir`)
};

export const games_printables_bingo_description = /** @type {(inputs: Games_Printables_Bingo_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un cartón de bingo bíblico con nombres de la Biblia para imprimir: uno nuevo en cada visita.`)
};

export const games_printables_bingo_heading = /** @type {(inputs: Games_Printables_Bingo_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎯 Bingo bíblico`)
};

export const games_printables_bingo_how = /** @type {(inputs: Games_Printables_Bingo_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando se diga un nombre, colorea su casilla. Cinco en línea, de lado, hacia abajo o en diagonal: ¡BINGO!`)
};

export const games_printables_free = /** @type {(inputs: Games_Printables_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⭐ LIBRE`)
};

export const games_printables_word_search_page_title = /** @type {(inputs: Games_Printables_Word_Search_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sopa de letras para imprimir`)
};

export const games_printables_word_search_description = /** @type {(inputs: Games_Printables_Word_Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una sopa de letras bíblica para imprimir: una nueva en cada visita.`)
};

export const games_printables_word_search_heading = /** @type {(inputs: Games_Printables_Word_Search_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔍 Sopa de letras bíblica`)
};

export const games_printables_word_search_how = /** @type {(inputs: Games_Printables_Word_Search_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Encuentra las palabras escondidas! Van de lado, hacia abajo o en diagonal. Encierra en un círculo cada una que encuentres.`)
};

export const games_printables_letters = /** @type {(inputs: Games_Printables_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letras de la sopa de letras`)
};

export const games_printables_words_to_find = /** @type {(inputs: Games_Printables_Words_To_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras que buscar`)
};

export const games_printables_tracing_page_title = /** @type {(inputs: Games_Printables_Tracing_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hoja para repasar: ${i?.reference}`)
};

export const games_printables_tracing_description = /** @type {(inputs: Games_Printables_Tracing_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una hoja para repasar ${i?.reference}, lista para imprimir.`)
};

export const games_printables_trace_heading = /** @type {(inputs: Games_Printables_Trace_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✏️ Repasa el versículo`)
};

export const games_printables_trace_how = /** @type {(inputs: Games_Printables_Trace_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repasa con tu lápiz las letras punteadas.`)
};

export const games_printables_trace_how_practice = /** @type {(inputs: Games_Printables_Trace_How_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repasa con tu lápiz las letras punteadas y luego escribe tú cada línea debajo.`)
};

export const games_bingo_shout = /** @type {(inputs: Games_Bingo_ShoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡BINGO!`)
};

export const home_ask_grown_up = /** @type {(inputs: Home_Ask_Grown_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pídeselo a un adulto`)
};

export const home_not_open_yet = /** @type {(inputs: Home_Not_Open_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto todavía no está abierto para ti.`)
};

export const home_plans_for_grown_ups = /** @type {(inputs: Home_Plans_For_Grown_UpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los planes son cosa de adultos`)
};

export const home_back_to_my_home = /** @type {(inputs: Home_Back_To_My_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a mi inicio`)
};

export const home_hi = /** @type {(inputs: Home_HiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Hola, ${i?.name}!`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi inicio`)
};

export const home_today = /** @type {(inputs: Home_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy`)
};

export const home_thing_listen_story = /** @type {(inputs: Home_Thing_Listen_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escucha una historia de la Biblia`)
};

export const home_thing_listen_story_detail = /** @type {(inputs: Home_Thing_Listen_Story_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca Escuchar y te leemos la historia.`)
};

export const home_thing_read_story = /** @type {(inputs: Home_Thing_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee una historia de la Biblia`)
};

export const home_thing_read_story_detail = /** @type {(inputs: Home_Thing_Read_Story_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una historia corta de la Biblia, con su dibujo.`)
};

export const home_thing_devotional = /** @type {(inputs: Home_Thing_DevotionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El devocional de hoy`)
};

export const home_thing_devotional_detail = /** @type {(inputs: Home_Thing_Devotional_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un versículo, una lectura corta y una oración.`)
};

export const home_thing_plan_day = /** @type {(inputs: Home_Thing_Plan_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Día ${i?.day} de tu plan de lectura`)
};

export const home_thing_read_bible = /** @type {(inputs: Home_Thing_Read_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee la Biblia`)
};

export const home_thing_read_bible_detail = /** @type {(inputs: Home_Thing_Read_Bible_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza donde quieras. Toca una palabra difícil para ver qué significa.`)
};

export const home_thing_verses = /** @type {(inputs: Home_Thing_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repasa tus versículos`)
};

export const home_thing_verses_detail = /** @type {(inputs: Home_Thing_Verses_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprende un versículo de memoria, paso a paso.`)
};

export const home_thing_game = /** @type {(inputs: Home_Thing_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Juega a ${i?.game}`)
};

export const home_thing_game_detail = /** @type {(inputs: Home_Thing_Game_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un juego de la Biblia para hoy.`)
};

export const home_start_here = /** @type {(inputs: Home_Start_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza aquí`)
};

export const home_streak_title = /** @type {(inputs: Home_Streak_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi racha`)
};

export const home_badges_title = /** @type {(inputs: Home_Badges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis insignias`)
};

export const home_no_badges = /** @type {(inputs: Home_No_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes insignias. ¡Cada cosa que terminas puede darte una!`)
};

export const home_loading = /** @type {(inputs: Home_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparando tu día...`)
};

export const home_switch = /** @type {(inputs: Home_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No eres tú? Elige quién aprende`)
};

export const home_thing_verses_due = /** @type {(inputs: Home_Thing_Verses_DueInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Hoy te toca repasar ${i?.count} versículo`);
	if (n === "other") return /** @type {LocalizedString} */ (`Hoy te toca repasar ${i?.count} versículos`);
	return /** @type {LocalizedString} */ ("home_thing_verses_due");
};

export const home_streak_days = /** @type {(inputs: Home_Streak_DaysInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} día seguido`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} días seguidos`);
	return /** @type {LocalizedString} */ ("home_streak_days");
};

export const home_tagline = /** @type {(inputs: Home_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Palabra de Dios en pedacitos para transformar vidas`)
};

export const home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tagline}. Devocionales diarios, un explorador bíblico, desafíos de la verdad y juegos bíblicos para niños y familias.`)
};

export const home_rss_title = /** @type {(inputs: Home_Rss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales diarios`)
};

export const home_hello_friend = /** @type {(inputs: Home_Hello_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Hola, amigo! Ven a explorar la Palabra de Dios.`)
};

export const home_verses_today_link = /** @type {(inputs: Home_Verses_Today_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículos para practicar hoy`)
};

export const home_explore_journey = /** @type {(inputs: Home_Explore_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora tu camino de fe`)
};

export const home_sections_label = /** @type {(inputs: Home_Sections_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones de inicio`)
};

export const home_section_about = /** @type {(inputs: Home_Section_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiénes somos`)
};

export const home_section_devotionals = /** @type {(inputs: Home_Section_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales`)
};

export const home_section_bible_explorer = /** @type {(inputs: Home_Section_Bible_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorador bíblico`)
};

export const home_section_truth_challenges = /** @type {(inputs: Home_Section_Truth_ChallengesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desafíos de la verdad`)
};

export const home_section_bible_games = /** @type {(inputs: Home_Section_Bible_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos bíblicos`)
};

export const home_about_lead = /** @type {(inputs: Home_About_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Palabra de Dios en pedacitos para niños y familias.`)
};

export const home_read_our_story = /** @type {(inputs: Home_Read_Our_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee nuestra historia`)
};

export const home_devotionals_title = /** @type {(inputs: Home_Devotionals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales diarios`)
};

export const home_devotionals_lead = /** @type {(inputs: Home_Devotionals_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una pepita de verdad para cada día: un versículo clave, una lectura corta, una reflexión y una oración.`)
};

export const home_all_devotionals = /** @type {(inputs: Home_All_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los devocionales`)
};

export const home_bible_explorer_lead = /** @type {(inputs: Home_Bible_Explorer_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee cualquier capítulo de la Biblia en la versión Reina-Valera y lleva la cuenta de lo que has leído.`)
};

export const home_open_bible_explorer = /** @type {(inputs: Home_Open_Bible_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre el explorador bíblico`)
};

export const home_browse_books = /** @type {(inputs: Home_Browse_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira los 66 libros`)
};

export const home_truth_challenges_lead = /** @type {(inputs: Home_Truth_Challenges_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sé auténtico, sal en busca de la verdad, aprende versículos de memoria y gana logros.`)
};

export const home_bible_games_lead = /** @type {(inputs: Home_Bible_Games_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doce juegos que convierten las palabras, historias y versículos de la Biblia en diversión: sopas de letras, preguntas, rompecabezas y más.`)
};

export const home_play_bible_games = /** @type {(inputs: Home_Play_Bible_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juega juegos bíblicos`)
};

export const home_tile_devotionals_text = /** @type {(inputs: Home_Tile_Devotionals_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una pepita de verdad para hoy`)
};

export const home_tile_games_text = /** @type {(inputs: Home_Tile_Games_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juega y aprende la Palabra de Dios`)
};

export const home_tile_ask_pray = /** @type {(inputs: Home_Tile_Ask_PrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta y ora`)
};

export const home_tile_ask_pray_text = /** @type {(inputs: Home_Tile_Ask_Pray_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas, oraciones y comunidad`)
};

export const home_games_short = /** @type {(inputs: Home_Games_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos`)
};

export const home_video_library = /** @type {(inputs: Home_Video_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videoteca`)
};

export const home_videos_label = /** @type {(inputs: Home_Videos_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos`)
};

export const home_media_link = /** @type {(inputs: Home_Media_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira y escucha en Videos y audios`)
};

export const home_lamb_alt = /** @type {(inputs: Home_Lamb_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El corderito de Bite Size Bible leyendo su Biblia`)
};

export const mail_copy_hint = /** @type {(inputs: Mail_Copy_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si el botón no funciona, copia esta dirección en tu navegador:`)
};

export const mail_footer = /** @type {(inputs: Mail_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibes este correo porque alguien usó esta dirección en ${i?.siteName}. Si no fuiste tú, puedes ignorarlo.`)
};

export const mail_confirm_hello = /** @type {(inputs: Mail_Confirm_HelloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Hola!`)
};

export const mail_confirm_welcome = /** @type {(inputs: Mail_Confirm_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Te damos la bienvenida a ${i?.siteName}! Confirma tu dirección de correo para activar tu cuenta. El enlace funciona una sola vez y durante 24 horas.`)
};

export const mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Te damos la bienvenida a ${i?.siteName}! Confirma tu correo`)
};

export const mail_confirm_heading = /** @type {(inputs: Mail_Confirm_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu dirección de correo`)
};

export const mail_confirm_button = /** @type {(inputs: Mail_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar mi correo`)
};

export const mail_activate_asked = /** @type {(inputs: Mail_Activate_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien pidió un enlace nuevo para activar tu cuenta de ${i?.siteName}.`)
};

export const mail_activate_hint = /** @type {(inputs: Mail_Activate_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige tu contraseña con el enlace de abajo para activar la cuenta. El enlace funciona una sola vez y durante 24 horas. Si no lo pediste tú, puedes ignorar este correo.`)
};

export const mail_activate_subject = /** @type {(inputs: Mail_Activate_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activa tu cuenta de ${i?.siteName}`)
};

export const mail_activate_heading = /** @type {(inputs: Mail_Activate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activa tu cuenta`)
};

export const mail_activate_button = /** @type {(inputs: Mail_Activate_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir mi contraseña`)
};

export const mail_exists_tried = /** @type {(inputs: Mail_Exists_TriedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien intentó crear una cuenta nueva de ${i?.siteName} con esta dirección de correo, pero ya tienes una.`)
};

export const mail_exists_hint = /** @type {(inputs: Mail_Exists_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puedes iniciar sesión como siempre. Si olvidaste tu contraseña, puedes elegir una nueva desde la página de inicio de sesión.`)
};

export const mail_exists_sign_in_link = /** @type {(inputs: Mail_Exists_Sign_In_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iniciar sesión: ${i?.link}`)
};

export const mail_exists_reset_link = /** @type {(inputs: Mail_Exists_Reset_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Olvidaste tu contraseña? ${i?.link}`)
};

export const mail_exists_subject = /** @type {(inputs: Mail_Exists_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya tienes una cuenta de ${i?.siteName}`)
};

export const mail_exists_heading = /** @type {(inputs: Mail_Exists_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya tienes una cuenta`)
};

export const mail_exists_button = /** @type {(inputs: Mail_Exists_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const mail_reset_asked = /** @type {(inputs: Mail_Reset_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibimos una solicitud para cambiar la contraseña de tu cuenta de ${i?.siteName}.`)
};

export const mail_reset_hint = /** @type {(inputs: Mail_Reset_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una contraseña nueva con el enlace de abajo. Funciona una sola vez y durante una hora. Si no lo pediste tú, puedes ignorar este correo: tu contraseña sigue igual.`)
};

export const mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambia tu contraseña de ${i?.siteName}`)
};

export const mail_reset_heading = /** @type {(inputs: Mail_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambia tu contraseña`)
};

export const mail_reset_button = /** @type {(inputs: Mail_Reset_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir una contraseña nueva`)
};

export const mail_changed_done = /** @type {(inputs: Mail_Changed_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se acaba de cambiar la contraseña de tu cuenta de ${i?.siteName}, y se cerró la sesión en todos los demás dispositivos.`)
};

export const mail_changed_hint = /** @type {(inputs: Mail_Changed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no fuiste tú, cambia tu contraseña enseguida desde la página de inicio de sesión.`)
};

export const mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se cambió tu contraseña de ${i?.siteName}`)
};

export const mail_changed_heading = /** @type {(inputs: Mail_Changed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cambió tu contraseña`)
};

export const mail_deleted_done = /** @type {(inputs: Mail_Deleted_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se borraron tu cuenta de ${i?.siteName} y sus datos personales. ¡Gracias por aprender con nosotros!`)
};

export const mail_deleted_subject = /** @type {(inputs: Mail_Deleted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se borró tu cuenta de ${i?.siteName}`)
};

export const mail_deleted_heading = /** @type {(inputs: Mail_Deleted_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta borrada`)
};

export const mail_summary_intro = /** @type {(inputs: Mail_Summary_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esto es lo que tus hijos aprendieron en ${i?.siteName} esta semana.`)
};

export const mail_summary_child = /** @type {(inputs: Mail_Summary_ChildInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.chapters} ${i?.badges} ${i?.games} ${i?.verses} ${i?.devotionals}`)
};

export const mail_summary_chapters = /** @type {(inputs: Mail_Summary_ChaptersInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} capítulo leído${i?.books},`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} capítulos leídos${i?.books},`);
	return /** @type {LocalizedString} */ ("mail_summary_chapters");
};

export const mail_summary_badges = /** @type {(inputs: Mail_Summary_BadgesInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} insignia,`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} insignias,`);
	return /** @type {LocalizedString} */ ("mail_summary_badges");
};

export const mail_summary_games = /** @type {(inputs: Mail_Summary_GamesInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} juego jugado,`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} juegos jugados,`);
	return /** @type {LocalizedString} */ ("mail_summary_games");
};

export const mail_summary_verses = /** @type {(inputs: Mail_Summary_VersesInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} versículo aprendido,`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} versículos aprendidos,`);
	return /** @type {LocalizedString} */ ("mail_summary_verses");
};

export const mail_summary_devotionals = /** @type {(inputs: Mail_Summary_DevotionalsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} devocional abierto.`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} devocionales abiertos.`);
	return /** @type {LocalizedString} */ ("mail_summary_devotionals");
};

export const mail_summary_family_link = /** @type {(inputs: Mail_Summary_Family_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puedes ver más en tu página de la familia: ${i?.link}`)
};

export const mail_summary_unsubscribe = /** @type {(inputs: Mail_Summary_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para dejar de recibir estos correos, abre este enlace (no hace falta iniciar sesión): ${i?.link}`)
};

export const mail_summary_subject = /** @type {(inputs: Mail_Summary_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La semana de tu familia en ${i?.siteName}`)
};

export const mail_summary_heading = /** @type {(inputs: Mail_Summary_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La semana de tu familia`)
};

export const mail_family_button = /** @type {(inputs: Mail_Family_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir la página de la familia`)
};

export const mail_retention_inactive = /** @type {(inputs: Mail_Retention_InactiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hace mucho tiempo que nadie aprende con el perfil de ${i?.childName} en ${i?.siteName}. Borramos el perfil de un niño y todo lo que guardó después de ${i?.months} meses sin aprender.`)
};

export const mail_retention_soon = /** @type {(inputs: Mail_Retention_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El perfil de ${i?.childName} se borrará dentro de un mes más o menos. Para conservarlo, cambia a ese perfil y lee un capítulo o juega un juego. Para guardar una copia de sus datos, descárgala en tu página de la familia.`)
};

export const mail_retention_subject = /** @type {(inputs: Mail_Retention_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El perfil de ${i?.childName} en ${i?.siteName} se borrará dentro de un mes`)
};

export const mail_retention_heading = /** @type {(inputs: Mail_Retention_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pronto se borrará un perfil`)
};

export const mail_pin_locked = /** @type {(inputs: Mail_Pin_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien escribió un PIN equivocado una y otra vez para volver a tu perfil en ${i?.siteName}. Volver a tu perfil queda bloqueado durante ${i?.lockLength}, y cada nuevo bloqueo dura más.`)
};

export const mail_pin_hint = /** @type {(inputs: Mail_Pin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si era un niño intentándolo, no hace falta hacer nada. Si olvidaste el PIN, cámbialo en tu página de la familia con la contraseña de tu cuenta. Un PIN más largo (hasta 8 cifras) es mucho más difícil de adivinar.`)
};

export const mail_pin_subject = /** @type {(inputs: Mail_Pin_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PIN equivocados en ${i?.siteName}: volver a tu perfil está bloqueado`)
};

export const mail_pin_heading = /** @type {(inputs: Mail_Pin_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu PIN quedó bloqueado`)
};

export const reader_verse_undo = /** @type {(inputs: Reader_Verse_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deshacer`)
};

export const reader_verse_undo_label = /** @type {(inputs: Reader_Verse_Undo_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deshacer: quitar ${i?.reference} de Mis versículos`)
};

export const reader_verse_removed = /** @type {(inputs: Reader_Verse_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya quitaste ${i?.reference} de tus versículos.`)
};

export const reader_choose_chapter = /** @type {(inputs: Reader_Choose_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un libro y un capítulo`)
};

export const reader_chapter_nav_label = /** @type {(inputs: Reader_Chapter_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir un capítulo`)
};

export const reader_previous_chapter = /** @type {(inputs: Reader_Previous_ChapterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capítulo anterior: ${i?.name}`)
};

export const reader_next_chapter = /** @type {(inputs: Reader_Next_ChapterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capítulo siguiente: ${i?.name}`)
};

export const reader_old_testament = /** @type {(inputs: Reader_Old_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antiguo Testamento`)
};

export const reader_new_testament = /** @type {(inputs: Reader_New_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo Testamento`)
};

export const reader_all_books = /** @type {(inputs: Reader_All_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los libros`)
};

export const reader_chapters_of = /** @type {(inputs: Reader_Chapters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capítulos de ${i?.book}`)
};

export const reader_version = /** @type {(inputs: Reader_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versión`)
};

export const reader_go = /** @type {(inputs: Reader_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir`)
};

export const reader_settings = /** @type {(inputs: Reader_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo quieres leer`)
};

export const reader_text_size = /** @type {(inputs: Reader_Text_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamaño de la letra`)
};

export const reader_text_size_standard = /** @type {(inputs: Reader_Text_Size_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

export const reader_text_size_large = /** @type {(inputs: Reader_Text_Size_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grande`)
};

export const reader_text_size_larger = /** @type {(inputs: Reader_Text_Size_LargerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más grande`)
};

export const reader_font = /** @type {(inputs: Reader_FontInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letra`)
};

export const reader_font_standard = /** @type {(inputs: Reader_Font_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

export const reader_font_legible = /** @type {(inputs: Reader_Font_LegibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fácil de leer, con más espacio`)
};

export const reader_theme = /** @type {(inputs: Reader_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colores`)
};

export const reader_theme_system = /** @type {(inputs: Reader_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como en tu aparato`)
};

export const reader_theme_light = /** @type {(inputs: Reader_Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claro`)
};

export const reader_theme_dark = /** @type {(inputs: Reader_Theme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oscuro`)
};

export const reader_settings_sign_in = /** @type {(inputs: Reader_Settings_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para guardar cómo te gusta leer en todos tus aparatos.`)
};

export const reader_settings_not_saved = /** @type {(inputs: Reader_Settings_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus ajustes de lectura se quedan en este aparato, pero no pudimos guardarlos en tu cuenta.`)
};

export const reader_privacy_reading_settings = /** @type {(inputs: Reader_Privacy_Reading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo le gusta leer a cada uno (tamaño y tipo de letra, claro u oscuro), para que la lectura se vea igual en todos sus aparatos. Lo mismo guardamos para ti.`)
};

export const reader_sign_in_prompt = /** @type {(inputs: Reader_Sign_In_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Inicia sesión para llevar la cuenta de lo que lees y completar retos de la Biblia!`)
};

export const reader_sign_in = /** @type {(inputs: Reader_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const reader_mark_as_read = /** @type {(inputs: Reader_Mark_As_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar como leído`)
};

export const reader_marked_as_read = /** @type {(inputs: Reader_Marked_As_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcado como leído`)
};

export const reader_read_badge = /** @type {(inputs: Reader_Read_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Leído`)
};

export const reader_save_failed = /** @type {(inputs: Reader_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos guardar lo que leíste`)
};

export const reader_niv_coming = /** @type {(inputs: Reader_Niv_ComingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NIV (muy pronto)`)
};

export const reader_pager_label = /** @type {(inputs: Reader_Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capítulo anterior y siguiente`)
};

export const reader_listen = /** @type {(inputs: Reader_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuchar`)
};

export const reader_listen_group = /** @type {(inputs: Reader_Listen_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer en voz alta`)
};

export const reader_listen_pause = /** @type {(inputs: Reader_Listen_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausa`)
};

export const reader_listen_resume = /** @type {(inputs: Reader_Listen_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir`)
};

export const reader_listen_stop = /** @type {(inputs: Reader_Listen_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parar`)
};

export const reader_listen_speed = /** @type {(inputs: Reader_Listen_SpeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Velocidad`)
};

export const reader_listen_voice = /** @type {(inputs: Reader_Listen_VoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voz`)
};

export const reader_listen_slow = /** @type {(inputs: Reader_Listen_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Despacio (para los más pequeños)`)
};

export const reader_listen_normal = /** @type {(inputs: Reader_Listen_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

export const reader_listen_fast = /** @type {(inputs: Reader_Listen_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rápido`)
};

export const reader_sign_in_for_verses = /** @type {(inputs: Reader_Sign_In_For_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para guardar los versículos que aprendes.`)
};

export const reader_open_memory_master = /** @type {(inputs: Reader_Open_Memory_MasterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir Memory Master`)
};

export const reader_verse_added = /** @type {(inputs: Reader_Verse_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} ya está en tus versículos.`)
};

export const reader_error = /** @type {(inputs: Reader_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const reader_marked_read_toast = /** @type {(inputs: Reader_Marked_Read_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ ¡Marcaste ${i?.name} como leído! 📖`)
};

export const reader_sign_in_to_track = /** @type {(inputs: Reader_Sign_In_To_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para llevar la cuenta de lo que lees`)
};

export const reader_sign_in_link = /** @type {(inputs: Reader_Sign_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión`)
};

export const reader_title = /** @type {(inputs: Reader_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lector de la Biblia`)
};

export const reader_testament = /** @type {(inputs: Reader_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testamento`)
};

export const reader_book = /** @type {(inputs: Reader_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libro`)
};

export const reader_chapter = /** @type {(inputs: Reader_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capítulo`)
};

export const reader_prev = /** @type {(inputs: Reader_PrevInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anterior`)
};

export const reader_next = /** @type {(inputs: Reader_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente`)
};

export const reader_of_chapters = /** @type {(inputs: Reader_Of_ChaptersInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`de ${i?.count} capítulo`);
	if (n === "other") return /** @type {LocalizedString} */ (`de ${i?.count} capítulos`);
	return /** @type {LocalizedString} */ ("reader_of_chapters");
};

export const reader_loading_chapter = /** @type {(inputs: Reader_Loading_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el capítulo...`)
};

export const reader_content_preparing = /** @type {(inputs: Reader_Content_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estamos preparando este capítulo`)
};

export const reader_content_preparing_detail = /** @type {(inputs: Reader_Content_Preparing_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Biblia se está cargando. Vuelve a intentarlo en un momento.`)
};

export const reader_load_error = /** @type {(inputs: Reader_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el texto de la Biblia`)
};

export const reader_add_verse_hint = /** @type {(inputs: Reader_Add_Verse_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca el número de un versículo para añadirlo a tus versículos para memorizar («Añadir a mis versículos»).`)
};

export const reader_open_own_page = /** @type {(inputs: Reader_Open_Own_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrir ${i?.chapter} (${i?.version}) en su propia página`)
};

export const reader_map_title = /** @type {(inputs: Reader_Map_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🗺️ Mi mapa de lectura`)
};

export const reader_map_loading = /** @type {(inputs: Reader_Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tu mapa de lectura…`)
};

export const reader_map_sign_in_rest = /** @type {(inputs: Reader_Map_Sign_In_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para ver cómo se llena tu mapa con cada capítulo que lees.`)
};

export const reader_map_failed = /** @type {(inputs: Reader_Map_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar tu mapa de lectura. Vuelve a intentarlo.`)
};

export const reader_map_total_own = /** @type {(inputs: Reader_Map_Total_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has leído ${i?.read} de ${i?.chapters} capítulos (${i?.percent} %).`)
};

export const reader_map_total_of = /** @type {(inputs: Reader_Map_Total_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reader} ha leído ${i?.read} de ${i?.chapters} capítulos (${i?.percent} %).`)
};

export const reader_map_share = /** @type {(inputs: Reader_Map_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.read} de ${i?.chapters} capítulos · ${i?.percent} %`)
};

export const reader_map_testament_read = /** @type {(inputs: Reader_Map_Testament_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: leído`)
};

export const reader_map_chapter_read = /** @type {(inputs: Reader_Map_Chapter_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, leído`)
};

export const reader_notice_niv = /** @type {(inputs: Reader_Notice_NivInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La NIV llegará muy pronto; mientras tanto se muestra la ${i?.version}.`)
};

export const reader_notice_no_version = /** @type {(inputs: Reader_Notice_No_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aquí no hay ninguna versión de la Biblia llamada «${i?.asked}»; se muestra la ${i?.version}.`)
};

export const reader_notice_no_book = /** @type {(inputs: Reader_Notice_No_BookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay ningún libro llamado «${i?.asked}»; se muestra ${i?.book}.`)
};

export const reader_notice_first_book = /** @type {(inputs: Reader_Notice_First_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el primer libro`)
};

export const reader_notice_no_chapter = /** @type {(inputs: Reader_Notice_No_ChapterInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.book} tiene ${i?.count} capítulo y no hay capítulo «${i?.asked}»; se muestra el capítulo 1.`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.book} tiene ${i?.count} capítulos y no hay capítulo «${i?.asked}»; se muestra el capítulo 1.`);
	return /** @type {LocalizedString} */ ("reader_notice_no_chapter");
};

export const stories_nav_link = /** @type {(inputs: Stories_Nav_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias bíblicas`)
};

export const stories_page_title = /** @type {(inputs: Stories_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias bíblicas`)
};

export const stories_page_description = /** @type {(inputs: Stories_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias bíblicas cortas para niños de 4 a 8 años, desde la Creación hasta los viajes de Pablo: escucha, contesta tres preguntas y gana una estrella.`)
};

export const stories_heading = /** @type {(inputs: Stories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias bíblicas`)
};

export const stories_lead = /** @type {(inputs: Stories_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorre el camino de historias por toda la Biblia, desde la Creación hasta los viajes de Pablo. ¡Escucha una historia, contesta tres preguntas y gana una estrella!`)
};

export const stories_old_testament = /** @type {(inputs: Stories_Old_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antiguo Testamento`)
};

export const stories_new_testament = /** @type {(inputs: Stories_New_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo Testamento`)
};

export const stories_story_number = /** @type {(inputs: Stories_Story_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Historia ${i?.number}`)
};

export const stories_heard_mark = /** @type {(inputs: Stories_Heard_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya escuchaste esta historia`)
};

export const stories_next_mark = /** @type {(inputs: Stories_Next_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La próxima historia para escuchar`)
};

export const stories_progress_count = /** @type {(inputs: Stories_Progress_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Historias escuchadas: ${i?.count} de ${i?.total}`)
};

export const stories_badges_heading = /** @type {(inputs: Stories_Badges_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insignias de historias`)
};

export const stories_badge_at = /** @type {(inputs: Stories_Badge_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} historias`)
};

export const stories_badge_earned = /** @type {(inputs: Stories_Badge_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ganada`)
};

export const stories_badge_next = /** @type {(inputs: Stories_Badge_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu próxima insignia llega cuando hayas escuchado ${i?.count} historias.`)
};

export const stories_badges_all = /** @type {(inputs: Stories_Badges_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tienes todas las insignias de historias! ¡Muy bien!`)
};

export const stories_sign_in_for_stars = /** @type {(inputs: Stories_Sign_In_For_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para guardar tus estrellas y ver qué historia sigue.`)
};

export const stories_sign_in_link = /** @type {(inputs: Stories_Sign_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const stories_keep_heading = /** @type {(inputs: Stories_Keep_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar todas las historias sin conexión`)
};

export const stories_keep_text = /** @type {(inputs: Stories_Keep_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda cada historia y su dibujo en este dispositivo para leerlas aunque no haya conexión.`)
};

export const stories_keep_button = /** @type {(inputs: Stories_Keep_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar todas las historias sin conexión`)
};

export const stories_keep_saving = /** @type {(inputs: Stories_Keep_SavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardando la historia ${i?.done} de ${i?.total}…`)
};

export const stories_keep_done = /** @type {(inputs: Stories_Keep_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardadas sin conexión: ${i?.count} historias.`)
};

export const stories_keep_failed = /** @type {(inputs: Stories_Keep_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron guardar las historias. Revisa la conexión y vuelve a intentarlo.`)
};

export const stories_breadcrumb_label = /** @type {(inputs: Stories_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta de navegación`)
};

export const stories_from_the_bible = /** @type {(inputs: Stories_From_The_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la Biblia`)
};

export const stories_questions_heading = /** @type {(inputs: Stories_Questions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas`)
};

export const stories_questions_intro = /** @type {(inputs: Stories_Questions_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tres preguntas sobre la historia. ¿Las puedes contestar?`)
};

export const stories_questions_start = /** @type {(inputs: Stories_Questions_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contestar las preguntas`)
};

export const stories_questions_loading = /** @type {(inputs: Stories_Questions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparando las preguntas…`)
};

export const stories_question_of = /** @type {(inputs: Stories_Question_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pregunta ${i?.number} de ${i?.total}`)
};

export const stories_answer_right = /** @type {(inputs: Stories_Answer_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Muy bien!`)
};

export const stories_answer_wrong = /** @type {(inputs: Stories_Answer_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Buen intento! La respuesta es: ${i?.answer}`)
};

export const stories_next_question = /** @type {(inputs: Stories_Next_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente pregunta`)
};

export const stories_questions_done = /** @type {(inputs: Stories_Questions_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Acertaste ${i?.right} de ${i?.total}!`)
};

export const stories_questions_again = /** @type {(inputs: Stories_Questions_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contestarlas otra vez`)
};

export const stories_heard_heading = /** @type {(inputs: Stories_Heard_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Escuchaste la historia?`)
};

export const stories_heard_button = /** @type {(inputs: Stories_Heard_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuché esta historia`)
};

export const stories_heard_saving = /** @type {(inputs: Stories_Heard_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando tu estrella…`)
};

export const stories_heard_star = /** @type {(inputs: Stories_Heard_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Ganaste una estrella por esta historia!`)
};

export const stories_heard_already = /** @type {(inputs: Stories_Heard_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya tienes una estrella por esta historia.`)
};

export const stories_heard_failed = /** @type {(inputs: Stories_Heard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar tu estrella. Inténtalo otra vez en un momento.`)
};

export const stories_heard_switched = /** @type {(inputs: Stories_Heard_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora está aprendiendo otra persona. Vuelve a cargar la página para ganar una estrella para ella.`)
};

export const stories_heard_offline = /** @type {(inputs: Stories_Heard_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay conexión. Vuelve a pulsar el botón cuando tengas conexión.`)
};

export const stories_more_label = /** @type {(inputs: Stories_More_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más historias`)
};

export const stories_previous = /** @type {(inputs: Stories_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia anterior`)
};

export const stories_next = /** @type {(inputs: Stories_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia siguiente`)
};

export const stories_back_to_path = /** @type {(inputs: Stories_Back_To_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al camino de historias`)
};

export const groups_mail_note_subject = /** @type {(inputs: Groups_Mail_Note_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta semana en ${i?.groupName} (${i?.siteName})`)
};

export const groups_mail_note_heading = /** @type {(inputs: Groups_Mail_Note_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta semana en ${i?.groupName}`)
};

export const groups_mail_note_intro = /** @type {(inputs: Groups_Mail_Note_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta es la nota de esta semana de ${i?.groupName}:`)
};

export const groups_mail_note_assignment = /** @type {(inputs: Groups_Mail_Note_AssignmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para esta semana: ${i?.title} (${i?.link})`)
};

export const groups_mail_note_no_reply = /** @type {(inputs: Groups_Mail_Note_No_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para responder a quien dirige el grupo, usa tu propia forma de contactarle: este sitio no comparte direcciones.`)
};

export const groups_mail_note_unsubscribe = /** @type {(inputs: Groups_Mail_Note_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para dejar de recibir estos correos, abre este enlace (no hace falta iniciar sesión): ${i?.link}`)
};

export const groups_mail_note_button = /** @type {(inputs: Groups_Mail_Note_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir la página de la familia`)
};

export const groups_mail_invite_subject = /** @type {(inputs: Groups_Mail_Invite_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te invitan a ayudar a dirigir ${i?.groupName}`)
};

export const groups_mail_invite_heading = /** @type {(inputs: Groups_Mail_Invite_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayuda a dirigir una clase`)
};

export const groups_mail_invite_intro = /** @type {(inputs: Groups_Mail_Invite_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} te invitó a ayudar a dirigir el grupo ${i?.groupName} en ${i?.siteName}.`)
};

export const groups_mail_invite_hint = /** @type {(inputs: Groups_Mail_Invite_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión con esta dirección de correo y abre el enlace antes de una semana. Si no conoces este grupo, ignora este correo.`)
};

export const groups_mail_invite_button = /** @type {(inputs: Groups_Mail_Invite_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ser colíder`)
};

export const groups_notice_unsubscribed_title = /** @type {(inputs: Groups_Notice_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción cancelada`)
};

export const groups_notice_unsubscribed_text = /** @type {(inputs: Groups_Notice_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no recibirás las notas de la clase por correo. Puedes seguir leyéndolas, y volver a activar los correos, en la página de la familia.`)
};

export const groups_notice_link_unknown_title = /** @type {(inputs: Groups_Notice_Link_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cambió nada`)
};

export const groups_notice_link_unknown_text = /** @type {(inputs: Groups_Notice_Link_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese enlace para cancelar no es nuestro, así que no se cambió nada. Inicia sesión y desactiva los correos de las notas en la página de la familia.`)
};

export const groups_mail_invite_intro_unnamed = /** @type {(inputs: Groups_Mail_Invite_Intro_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quien dirige ${i?.groupName} te invitó a ayudar a dirigirlo en ${i?.siteName}.`)
};

export const groups_error = /** @type {(inputs: Groups_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const groups_loading = /** @type {(inputs: Groups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando...`)
};

export const groups_co_leader_welcome = /** @type {(inputs: Groups_Co_Leader_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora ayudas a dirigir este grupo`)
};

export const groups_created = /** @type {(inputs: Groups_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupo creado`)
};

export const groups_code_is = /** @type {(inputs: Groups_Code_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su código para unirse es ${i?.code}.`)
};

export const groups_my_groups = /** @type {(inputs: Groups_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis grupos`)
};

export const groups_none_yet = /** @type {(inputs: Groups_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no diriges ningún grupo. Crea uno abajo para tu clase.`)
};

export const groups_member_count = /** @type {(inputs: Groups_Member_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} niño`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} niños`);
	return /** @type {LocalizedString} */ ("groups_member_count");
};

export const groups_role_leader = /** @type {(inputs: Groups_Role_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líder`)
};

export const groups_role_co_leader = /** @type {(inputs: Groups_Role_Co_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colíder`)
};

export const groups_new_group = /** @type {(inputs: Groups_New_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear un grupo`)
};

export const groups_new_group_hint = /** @type {(inputs: Groups_New_Group_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un grupo es tu clase: un aula de escuela dominical, un club entre semana, una cooperativa. Las familias unen a sus hijos con el código del grupo.`)
};

export const groups_name_label = /** @type {(inputs: Groups_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del grupo (por ejemplo «Aula 3, domingo 9:30»)`)
};

export const groups_create = /** @type {(inputs: Groups_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear el grupo`)
};

export const groups_not_found = /** @type {(inputs: Groups_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró este grupo, o no lo diriges.`)
};

export const groups_back = /** @type {(inputs: Groups_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a mis grupos`)
};

export const groups_all_groups = /** @type {(inputs: Groups_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos mis grupos`)
};

export const groups_code_label = /** @type {(inputs: Groups_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código para unirse:`)
};

export const groups_code_hint = /** @type {(inputs: Groups_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las familias escriben este código en su página de la familia para unir a un hijo. Imprime la invitación para repartirla.`)
};

export const groups_print_invitation = /** @type {(inputs: Groups_Print_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimir la invitación`)
};

export const groups_new_code = /** @type {(inputs: Groups_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear un código nuevo`)
};

export const groups_new_code_confirm = /** @type {(inputs: Groups_New_Code_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Crear un código nuevo? El código anterior dejará de funcionar en seguida (los niños que ya están en el grupo se quedan).`)
};

export const groups_new_code_done = /** @type {(inputs: Groups_New_Code_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código nuevo creado`)
};

export const groups_week_title = /** @type {(inputs: Groups_Week_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta semana`)
};

export const groups_week_total = /** @type {(inputs: Groups_Week_TotalInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Nuestra clase hizo ${i?.count} tarea esta semana.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Nuestra clase hizo ${i?.count} tareas esta semana.`);
	return /** @type {LocalizedString} */ ("groups_week_total");
};

export const groups_week_stories = /** @type {(inputs: Groups_Week_StoriesInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Escuchamos ${i?.count} historia.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Escuchamos ${i?.count} historias.`);
	return /** @type {LocalizedString} */ ("groups_week_stories");
};

export const groups_goal_label = /** @type {(inputs: Groups_Goal_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La meta de la clase para la semana`)
};

export const groups_goal_progress = /** @type {(inputs: Groups_Goal_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} de nuestra meta de ${i?.goal}`)
};

export const groups_members_title = /** @type {(inputs: Groups_Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niños y tareas`)
};

export const groups_members_hint = /** @type {(inputs: Groups_Members_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ves a cada niño por el apodo y la imagen que eligió su familia, y solo cómo va con las tareas de este grupo.`)
};

export const groups_no_members = /** @type {(inputs: Groups_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no se ha unido ningún niño. Reparte la invitación con el código.`)
};

export const groups_states_caption = /** @type {(inputs: Groups_States_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado de cada niño en cada tarea`)
};

export const groups_member = /** @type {(inputs: Groups_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niño o niña`)
};

export const groups_due = /** @type {(inputs: Groups_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para el ${i?.day}`)
};

export const groups_remove_member_column = /** @type {(inputs: Groups_Remove_Member_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

export const groups_remove_member = /** @type {(inputs: Groups_Remove_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar a ${i?.name}`)
};

export const groups_remove_member_confirm = /** @type {(inputs: Groups_Remove_Member_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Sacar a ${i?.name} de este grupo?`)
};

export const groups_removed = /** @type {(inputs: Groups_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitado del grupo`)
};

export const groups_state_done = /** @type {(inputs: Groups_State_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hecho`)
};

export const groups_state_started = /** @type {(inputs: Groups_State_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezado`)
};

export const groups_state_not_started = /** @type {(inputs: Groups_State_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin empezar`)
};

export const groups_state_stars = /** @type {(inputs: Groups_State_StarsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`· ${i?.count} estrella`);
	if (n === "other") return /** @type {LocalizedString} */ (`· ${i?.count} estrellas`);
	return /** @type {LocalizedString} */ ("groups_state_stars");
};

export const groups_assignment_added = /** @type {(inputs: Groups_Assignment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarea asignada`)
};

export const groups_note_posted = /** @type {(inputs: Groups_Note_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota enviada a las familias`)
};

export const groups_invite_sent = /** @type {(inputs: Groups_Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si esa dirección puede iniciar sesión aquí, le llegará una invitación.`)
};

export const groups_handed_over = /** @type {(inputs: Groups_Handed_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se entregó el grupo`)
};

export const groups_deleted = /** @type {(inputs: Groups_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupo eliminado`)
};

export const groups_kind_story = /** @type {(inputs: Groups_Kind_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una historia bíblica`)
};

export const groups_kind_chapters = /** @type {(inputs: Groups_Kind_ChaptersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capítulos de la Biblia`)
};

export const groups_kind_plan = /** @type {(inputs: Groups_Kind_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un plan de lectura`)
};

export const groups_kind_verse = /** @type {(inputs: Groups_Kind_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un versículo para memorizar`)
};

export const groups_kind_game = /** @type {(inputs: Groups_Kind_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un juego`)
};

export const groups_assign_title = /** @type {(inputs: Groups_Assign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asignar una tarea`)
};

export const groups_assign_kind = /** @type {(inputs: Groups_Assign_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué tipo`)
};

export const groups_assign_what = /** @type {(inputs: Groups_Assign_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuál`)
};

export const groups_assign_chapters = /** @type {(inputs: Groups_Assign_ChaptersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libro y capítulos`)
};

export const groups_assign_chapters_hint = /** @type {(inputs: Groups_Assign_Chapters_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El libro, dos puntos y los capítulos: john:1-3 o genesis:6.`)
};

export const groups_assign_due = /** @type {(inputs: Groups_Assign_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para el día`)
};

export const groups_assign_button = /** @type {(inputs: Groups_Assign_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asignarla a la clase`)
};

export const groups_note_title = /** @type {(inputs: Groups_Note_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota para casa`)
};

export const groups_note_hint = /** @type {(inputs: Groups_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una nota breve para las familias cada semana. Las familias la leen en su página de la familia, y por correo si lo pidieron. No se comparte la dirección de nadie.`)
};

export const groups_note_label = /** @type {(inputs: Groups_Note_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La nota de esta semana`)
};

export const groups_note_placeholder = /** @type {(inputs: Groups_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta semana aprendimos sobre Daniel. Pregúntale a tu hijo qué hizo Daniel cuando...`)
};

export const groups_note_assignment = /** @type {(inputs: Groups_Note_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con una tarea (opcional)`)
};

export const groups_note_no_assignment = /** @type {(inputs: Groups_Note_No_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin tarea`)
};

export const groups_note_send = /** @type {(inputs: Groups_Note_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar la nota`)
};

export const groups_leaders_title = /** @type {(inputs: Groups_Leaders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líderes`)
};

export const groups_hand_over = /** @type {(inputs: Groups_Hand_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entregar el grupo a ${i?.name}`)
};

export const groups_hand_over_confirm = /** @type {(inputs: Groups_Hand_Over_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Entregar el grupo a ${i?.name}? Tú seguirás como colíder.`)
};

export const groups_invite_label = /** @type {(inputs: Groups_Invite_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitar a un colíder por correo`)
};

export const groups_invite_button = /** @type {(inputs: Groups_Invite_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar la invitación`)
};

export const groups_delete = /** @type {(inputs: Groups_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar este grupo`)
};

export const groups_delete_confirm = /** @type {(inputs: Groups_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar este grupo con sus tareas, miembros y notas? No se puede deshacer.`)
};

export const groups_page_title = /** @type {(inputs: Groups_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis grupos de clase`)
};

export const groups_page_description = /** @type {(inputs: Groups_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirige una clase: un código para las familias, tareas y una nota semanal para casa.`)
};

export const groups_page_lead = /** @type {(inputs: Groups_Page_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para maestros de escuela dominical y líderes de clubes: da a la clase la historia o el versículo de la semana, mira quién lo ha hecho y envía una nota a las familias.`)
};

export const groups_invitation_title = /** @type {(inputs: Groups_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitación a la clase`)
};

export const groups_invitation_description = /** @type {(inputs: Groups_Invitation_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una invitación para imprimir con la que las familias unen a sus hijos a un grupo de clase.`)
};

export const groups_invitation_intro = /** @type {(inputs: Groups_Invitation_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tu hijo está invitado a aprender en casa con nuestra clase esta semana!`)
};

export const groups_invitation_qr_alt = /** @type {(inputs: Groups_Invitation_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código QR que abre la página de la familia con el código de este grupo ya escrito`)
};

export const groups_invitation_step1 = /** @type {(inputs: Groups_Invitation_Step1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión en este sitio como madre, padre o tutor y abre tu página de la familia (o escanea el código QR).`)
};

export const groups_invitation_step2 = /** @type {(inputs: Groups_Invitation_Step2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En «Grupos de clase», elige a tu hijo y escribe el código de arriba.`)
};

export const groups_invitation_step3 = /** @type {(inputs: Groups_Invitation_Step3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa lo que verá quien dirige (solo el apodo, la imagen y las tareas de esta clase) y confirma.`)
};

export const groups_print = /** @type {(inputs: Groups_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimir`)
};

export const groups_joined = /** @type {(inputs: Groups_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} se unió al grupo`)
};

export const groups_leave_confirm = /** @type {(inputs: Groups_Leave_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Sacar a ${i?.name} de ${i?.group}? Quien dirige deja de ver a ${i?.name} en seguida.`)
};

export const groups_left = /** @type {(inputs: Groups_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} salió del grupo`)
};

export const groups_family_title = /** @type {(inputs: Groups_Family_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupos de clase`)
};

export const groups_family_hint = /** @type {(inputs: Groups_Family_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si tu iglesia o club usa un grupo de clase, une a tu hijo con el código que te dio quien lo dirige. Puedes sacarlo cuando quieras.`)
};

export const groups_membership = /** @type {(inputs: Groups_MembershipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} está en ${i?.group} (lo dirige ${i?.leader}).`)
};

export const groups_leave = /** @type {(inputs: Groups_LeaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sacar a ${i?.name}`)
};

export const groups_family_no_children = /** @type {(inputs: Groups_Family_No_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero añade el perfil de un hijo; después podrás unirlo a una clase.`)
};

export const groups_preview_leader = /** @type {(inputs: Groups_Preview_LeaderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lo dirige ${i?.leader}`)
};

export const groups_preview_sees = /** @type {(inputs: Groups_Preview_SeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que verán quienes dirigen este grupo:`)
};

export const groups_preview_sees_detail = /** @type {(inputs: Groups_Preview_Sees_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el apodo ${i?.name} con esta imagen, y cómo va ${i?.name} con las tareas de este grupo (sin empezar, empezado, hecho, estrellas).`)
};

export const groups_preview_never = /** @type {(inputs: Groups_Preview_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada más: ni tu nombre ni tu correo, ni nada más de lo que tu hijo aprende en este sitio.`)
};

export const groups_join_confirm = /** @type {(inputs: Groups_Join_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unir a ${i?.name} a este grupo`)
};

export const groups_cancel = /** @type {(inputs: Groups_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const groups_join_child = /** @type {(inputs: Groups_Join_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hijo o hija`)
};

export const groups_join_code = /** @type {(inputs: Groups_Join_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El código del grupo`)
};

export const groups_join_check = /** @type {(inputs: Groups_Join_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobar el código`)
};

export const groups_notes_title = /** @type {(inputs: Groups_Notes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas de la clase`)
};

export const groups_note_mail_label = /** @type {(inputs: Groups_Note_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviarme por correo las notas de la clase`)
};

export const groups_notes_none = /** @type {(inputs: Groups_Notes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay notas.`)
};

export const groups_from_class_title = /** @type {(inputs: Groups_From_Class_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De tu clase`)
};

export const groups_privacy_name = /** @type {(inputs: Groups_Privacy_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre o apodo, el avatar y la edad que elegiste. El nombre solo se muestra dentro de tu familia y a quienes dirigen un grupo de clase al que unas a tu hijo.`)
};

export const groups_privacy_leader = /** @type {(inputs: Groups_Privacy_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupos de clase: cuando unes a tu hijo a una clase con su código, quienes la dirigen solo ven el apodo, el avatar y cómo va tu hijo con las tareas de esa clase (sin empezar, empezado, hecho, estrellas). Nunca ven tu nombre ni tu correo, ni nada más de lo que aprende tu hijo. Puedes sacarlo cuando quieras y dejan de verlo en seguida; al eliminar el perfil del niño o tu cuenta, sale de todos los grupos.`)
};

export const groups_goal_field = /** @type {(inputs: Groups_Goal_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una meta para toda la clase esta semana (opcional)`)
};

export const groups_goal_save = /** @type {(inputs: Groups_Goal_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar la meta`)
};

export const groups_goal_saved = /** @type {(inputs: Groups_Goal_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meta guardada`)
};

export const groups_join_open = /** @type {(inputs: Groups_Join_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unir a un hijo a una clase`)
};

export const learn_breadcrumb = /** @type {(inputs: Learn_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta de navegación`)
};

export const learn_error = /** @type {(inputs: Learn_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal`)
};

export const learn_sign_in = /** @type {(inputs: Learn_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión`)
};

export const learn_plans_title = /** @type {(inputs: Learn_Plans_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de lectura`)
};

export const learn_plans_description = /** @type {(inputs: Learn_Plans_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de lectura de la Biblia para niños: unos capítulos al día por Marcos, los Salmos, Génesis, la vida de Jesús y mucho más.`)
};

export const learn_plans_lead = /** @type {(inputs: Learn_Plans_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un plan y lee un poquito cada día. ¿Se te pasó un día? No pasa nada: ponte al día cuando quieras.`)
};

export const learn_plans_mine = /** @type {(inputs: Learn_Plans_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis planes`)
};

export const learn_plans_all = /** @type {(inputs: Learn_Plans_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los planes`)
};

export const learn_plans_see = /** @type {(inputs: Learn_Plans_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver el plan`)
};

export const learn_plans_see_named = /** @type {(inputs: Learn_Plans_See_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver el plan: ${i?.title}`)
};

export const learn_plan_day_count = /** @type {(inputs: Learn_Plan_Day_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} día`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} días`);
	return /** @type {LocalizedString} */ ("learn_plan_day_count");
};

export const learn_plan_my_progress = /** @type {(inputs: Learn_Plan_My_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi progreso`)
};

export const learn_plan_sign_in_to_start = /** @type {(inputs: Learn_Plan_Sign_In_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para empezar este plan e ir marcando cada día que leas.`)
};

export const learn_plan_loading = /** @type {(inputs: Learn_Plan_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tu progreso…`)
};

export const learn_plan_today = /** @type {(inputs: Learn_Plan_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy`)
};

export const learn_plan_start = /** @type {(inputs: Learn_Plan_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar este plan`)
};

export const learn_plan_restart = /** @type {(inputs: Learn_Plan_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a empezar desde el día 1`)
};

export const learn_plan_days_title = /** @type {(inputs: Learn_Plan_Days_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los días`)
};

export const learn_plan_day = /** @type {(inputs: Learn_Plan_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Día ${i?.day}`)
};

export const learn_plan_day_done = /** @type {(inputs: Learn_Plan_Day_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Hecho`)
};

export const learn_plan_not_started = /** @type {(inputs: Learn_Plan_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no has empezado este plan.`)
};

export const learn_plan_finished = /** @type {(inputs: Learn_Plan_FinishedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`🎉 Terminaste el único día del plan. ¡Muy bien!`);
	if (n === "other") return /** @type {LocalizedString} */ (`🎉 Terminaste los ${i?.count} días. ¡Muy bien!`);
	return /** @type {LocalizedString} */ ("learn_plan_finished");
};

export const learn_plan_days_read = /** @type {(inputs: Learn_Plan_Days_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} de ${i?.count} días leídos (${i?.percent} %).`)
};

export const learn_plan_behind = /** @type {(inputs: Learn_Plan_BehindInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Sin prisa: te espera ${i?.count} día anterior.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Sin prisa: te esperan ${i?.count} días anteriores.`);
	return /** @type {LocalizedString} */ ("learn_plan_behind");
};

export const learn_plan_today_reading = /** @type {(inputs: Learn_Plan_Today_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Día ${i?.day}: lee ${i?.passages} y luego pulsa Marcar como leído en cada capítulo.`)
};

export const learn_plan_load_failed = /** @type {(inputs: Learn_Plan_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar tu progreso. Inténtalo otra vez.`)
};

export const learn_plan_start_failed = /** @type {(inputs: Learn_Plan_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos empezar el plan. Inténtalo otra vez.`)
};

export const learn_plan_started = /** @type {(inputs: Learn_Plan_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Plan empezado! 🎉`)
};

export const learn_plan_started_again = /** @type {(inputs: Learn_Plan_Started_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan empezado de nuevo`)
};

export const learn_plan_ready = /** @type {(inputs: Learn_Plan_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lectura de hoy te está esperando.`)
};

export const learn_plan_mine_today = /** @type {(inputs: Learn_Plan_Mine_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hoy: día ${i?.day}, ${i?.passages}`)
};

export const learn_points = /** @type {(inputs: Learn_PointsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} punto`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} puntos`);
	return /** @type {LocalizedString} */ ("learn_points");
};

export const learn_day_count = /** @type {(inputs: Learn_Day_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} día`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} días`);
	return /** @type {LocalizedString} */ ("learn_day_count");
};

export const learn_challenges_title = /** @type {(inputs: Learn_Challenges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retos de la Verdad`)
};

export const learn_challenges_description = /** @type {(inputs: Learn_Challenges_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retos de la Verdad para niños: cuenta tu historia, sal de misión leyendo la Biblia, aprende versículos de memoria y colecciona logros.`)
};

export const learn_challenges_lead = /** @type {(inputs: Learn_Challenges_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta historias de verdad, sal a la Misión Verdad, aprende versículos de memoria y colecciona logros. ¡Elige un reto!`)
};

export const learn_card_keep_it_real_title = /** @type {(inputs: Learn_Card_Keep_It_Real_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias de verdad`)
};

export const learn_card_keep_it_real_line = /** @type {(inputs: Learn_Card_Keep_It_Real_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta cómo Dios obra en tu vida y lee historias reales de otros niños.`)
};

export const learn_card_truth_quest_title = /** @type {(inputs: Learn_Card_Truth_Quest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Misión Verdad`)
};

export const learn_card_truth_quest_line = /** @type {(inputs: Learn_Card_Truth_Quest_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acepta retos de lectura de la Biblia y gana insignias por el camino.`)
};

export const learn_card_memory_master_title = /** @type {(inputs: Learn_Card_Memory_Master_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maestro de la memoria`)
};

export const learn_card_memory_master_line = /** @type {(inputs: Learn_Card_Memory_Master_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda la Palabra de Dios en tu corazón y colecciona cada versículo que aprendas de memoria.`)
};

export const learn_card_achievements_title = /** @type {(inputs: Learn_Card_Achievements_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logros`)
};

export const learn_card_achievements_line = /** @type {(inputs: Learn_Card_Achievements_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira los logros que ya ganaste y los que todavía te esperan.`)
};

export const learn_lock_more_challenges = /** @type {(inputs: Learn_Lock_More_ChallengesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para más retos`)
};

export const learn_lock_access = /** @type {(inputs: Learn_Lock_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para entrar`)
};

export const learn_plan_banner = /** @type {(inputs: Learn_Plan_BannerInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Tu plan incluye ${i?.count} Reto de la Verdad`);
	if (n === "other") return /** @type {LocalizedString} */ (`Tu plan incluye ${i?.count} Retos de la Verdad`);
	return /** @type {LocalizedString} */ ("learn_plan_banner");
};

export const learn_lock_sign_in = /** @type {(inputs: Learn_Lock_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para más retos`)
};

export const learn_lock_upgrade = /** @type {(inputs: Learn_Lock_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para más retos`)
};

export const learn_play_now = /** @type {(inputs: Learn_Play_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡A JUGAR!`)
};

export const learn_achievements_title = /** @type {(inputs: Learn_Achievements_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logros`)
};

export const learn_achievements_description = /** @type {(inputs: Learn_Achievements_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los logros que puedes ganar leyendo la Biblia, completando retos, aprendiendo versículos de memoria y jugando juegos bíblicos.`)
};

export const learn_achievements_lead = /** @type {(inputs: Learn_Achievements_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee, juega, recuerda y comparte: cada paso de tu camino te da algo especial.`)
};

export const learn_achievements_sign_in_to_see = /** @type {(inputs: Learn_Achievements_Sign_In_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para ver los logros que has ganado.`)
};

export const learn_achievements_your_progress = /** @type {(inputs: Learn_Achievements_Your_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu progreso`)
};

export const learn_achievements_earned_title = /** @type {(inputs: Learn_Achievements_Earned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logros ganados`)
};

export const learn_achievements_earned_count = /** @type {(inputs: Learn_Achievements_Earned_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.earned} de ${i?.count}`)
};

export const learn_achievements_points_title = /** @type {(inputs: Learn_Achievements_Points_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos`)
};

export const learn_achievements_challenges_title = /** @type {(inputs: Learn_Achievements_Challenges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retos completados`)
};

export const learn_achievements_bar_label = /** @type {(inputs: Learn_Achievements_Bar_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logros ganados`)
};

export const learn_achievements_percent = /** @type {(inputs: Learn_Achievements_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % de todos los logros`)
};

export const learn_achievements_earned_on = /** @type {(inputs: Learn_Achievements_Earned_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Ganado el ${i?.date}`)
};

export const learn_achievements_not_yet = /** @type {(inputs: Learn_Achievements_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no`)
};

export const learn_quest_description = /** @type {(inputs: Learn_Quest_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retos de lectura de la Biblia, de memoria y de juegos para niños. Empieza un reto, complétalo y gana insignias y puntos.`)
};

export const learn_quest_lead = /** @type {(inputs: Learn_Quest_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un reto, empiézalo y ¡adelante! Cada reto que completes te da su insignia y sus puntos.`)
};

export const learn_quest_how_title = /** @type {(inputs: Learn_Quest_How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo funciona`)
};

export const learn_quest_how_start_before = /** @type {(inputs: Learn_Quest_How_Start_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pulsa`)
};

export const learn_quest_how_start_after = /** @type {(inputs: Learn_Quest_How_Start_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en un reto que te guste.`)
};

export const learn_quest_how_do = /** @type {(inputs: Learn_Quest_How_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz lo que te pide: lee capítulos en el Explorador de la Biblia y márcalos como leídos, juega juegos bíblicos, aprende versículos de memoria o cuenta una historia.`)
};

export const learn_quest_how_done = /** @type {(inputs: Learn_Quest_How_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los retos se completan solos cuando terminas. ¡Ganas la insignia y los puntos enseguida!`)
};

export const learn_quest_start = /** @type {(inputs: Learn_Quest_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar`)
};

export const learn_quest_start_failed = /** @type {(inputs: Learn_Quest_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos empezar el reto`)
};

export const learn_quest_started = /** @type {(inputs: Learn_Quest_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Reto empezado! Haz lo que te pide para conseguirlo.`)
};

export const learn_quest_badges_title = /** @type {(inputs: Learn_Quest_Badges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insignias ganadas`)
};

export const learn_quest_badges_loading = /** @type {(inputs: Learn_Quest_Badges_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tus insignias...`)
};

export const learn_quest_no_badges = /** @type {(inputs: Learn_Quest_No_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes insignias. ¡Completa un reto para ganar la primera!`)
};

export const learn_quest_badge = /** @type {(inputs: Learn_Quest_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insignia:`)
};

export const learn_quest_progress = /** @type {(inputs: Learn_Quest_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progreso: ${i?.title}`)
};

export const learn_quest_sign_in_to_start = /** @type {(inputs: Learn_Quest_Sign_In_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para empezar`)
};

export const learn_quest_completed = /** @type {(inputs: Learn_Quest_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ ¡Completado!`)
};

export const learn_quest_started_state = /** @type {(inputs: Learn_Quest_Started_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🚀 Empezado: ¡sigue así!`)
};

export const learn_quest_type_reading = /** @type {(inputs: Learn_Quest_Type_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📖 Lectura`)
};

export const learn_quest_type_memory = /** @type {(inputs: Learn_Quest_Type_MemoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🧠 Memoria`)
};

export const learn_quest_type_sharing = /** @type {(inputs: Learn_Quest_Type_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`💬 Compartir`)
};

export const learn_quest_type_games = /** @type {(inputs: Learn_Quest_Type_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎮 Juegos`)
};

export const learn_quest_type_streaks = /** @type {(inputs: Learn_Quest_Type_StreaksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔥 Rachas`)
};

export const learn_quest_type_daily = /** @type {(inputs: Learn_Quest_Type_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📅 Diario`)
};

export const learn_quest_type_weekly = /** @type {(inputs: Learn_Quest_Type_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📅 Semanal`)
};

export const learn_quest_type_monthly = /** @type {(inputs: Learn_Quest_Type_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📅 Mensual`)
};

export const learn_quest_type_other = /** @type {(inputs: Learn_Quest_Type_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⭐ Reto`)
};

export const learn_streak_title = /** @type {(inputs: Learn_Streak_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi racha`)
};

export const learn_streak_loading = /** @type {(inputs: Learn_Streak_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tu racha…`)
};

export const learn_streak_sign_in_to_keep = /** @type {(inputs: Learn_Streak_Sign_In_To_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para llevar una racha: lee un capítulo, practica un versículo, juega un juego o abre el devocional del día.`)
};

export const learn_streak_goal_saved = /** @type {(inputs: Learn_Streak_Goal_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meta semanal guardada`)
};

export const learn_streak_goal_saved_line = /** @type {(inputs: Learn_Streak_Goal_Saved_LineInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} día a la semana. ¡Tú puedes!`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} días a la semana. ¡Tú puedes!`);
	return /** @type {LocalizedString} */ ("learn_streak_goal_saved_line");
};

export const learn_streak_weekly_goal = /** @type {(inputs: Learn_Streak_Weekly_GoalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meta semanal`)
};

export const learn_streak_my_weekly_goal = /** @type {(inputs: Learn_Streak_My_Weekly_GoalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi meta semanal`)
};

export const learn_streak_days_a_week = /** @type {(inputs: Learn_Streak_Days_A_WeekInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} día a la semana`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} días a la semana`);
	return /** @type {LocalizedString} */ ("learn_streak_days_a_week");
};

export const learn_streak_longest = /** @type {(inputs: Learn_Streak_LongestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Racha más larga: ${i?.days}. Hay insignias de racha a los 3, 7, 30 y 100 días.`)
};

export const learn_streak_this_week = /** @type {(inputs: Learn_Streak_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta semana`)
};

export const learn_streak_day_learned = /** @type {(inputs: Learn_Streak_Day_LearnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aprendiste`)
};

export const learn_streak_day_grace = /** @type {(inputs: Learn_Streak_Day_GraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`día de gracia`)
};

export const learn_streak_day_future = /** @type {(inputs: Learn_Streak_Day_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todavía no llega`)
};

export const learn_streak_day_rest = /** @type {(inputs: Learn_Streak_Day_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`día de descanso`)
};

export const learn_streak_grace_yours = /** @type {(inputs: Learn_Streak_Grace_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Día de gracia: ${i?.days}. Un día sin aprender a la semana no rompe tu racha.`)
};

export const learn_streak_grace_theirs = /** @type {(inputs: Learn_Streak_Grace_TheirsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Día de gracia: ${i?.days}. Un día sin aprender a la semana no rompe la racha.`)
};

export const learn_streak_week_progress = /** @type {(inputs: Learn_Streak_Week_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta semana: ${i?.done} de ${i?.goal}`)
};

export const learn_keep_it_real_description = /** @type {(inputs: Learn_Keep_It_Real_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias reales de niños sobre cómo Dios obra en sus vidas. Léelas y cuenta la tuya.`)
};

export const learn_keep_it_real_lead = /** @type {(inputs: Learn_Keep_It_Real_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo te ha ayudado Dios, cómo te ha sorprendido o cómo ha respondido tus oraciones? Cuenta tu historia y anímate con las de los demás.`)
};

export const learn_stories_title = /** @type {(inputs: Learn_Stories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias de la comunidad`)
};

export const learn_stories_none = /** @type {(inputs: Learn_Stories_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay historias. ¡Sé el primero en contar una!`)
};

export const learn_memory_description = /** @type {(inputs: Learn_Memory_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda la Palabra de Dios en tu corazón: practica versículos un poquito cada día y colecciona cada uno que aprendas de memoria. ¡50 versículos llenan la barra!`)
};

export const learn_memory_lead = /** @type {(inputs: Learn_Memory_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`«En mi corazón he guardado tus dichos» (Salmo 119:11). Aprende versículos de memoria aquí o en el juego del versículo para memorizar: ¡50 llenan tu barra!`)
};

export const learn_memory_how = /** @type {(inputs: Learn_Memory_HowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practica un poquito cada día. Cada versículo vuelve justo cuando toca recordarlo otra vez, y el que todavía sabes después de ${i?.days} días sin verlo ya es tuyo para siempre.`)
};

export const learn_memory_print = /** @type {(inputs: Learn_Memory_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprime una hoja para repasar un versículo`)
};

export const learn_memory_tomorrow = /** @type {(inputs: Learn_Memory_TomorrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mañana`)
};

export const learn_memory_in_days = /** @type {(inputs: Learn_Memory_In_DaysInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`en ${i?.count} día`);
	if (n === "other") return /** @type {LocalizedString} */ (`en ${i?.count} días`);
	return /** @type {LocalizedString} */ ("learn_memory_in_days");
};

export const learn_memory_mastered_toast = /** @type {(inputs: Learn_Memory_Mastered_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎉 ¡Versículo aprendido!`)
};

export const learn_memory_mastered_line = /** @type {(inputs: Learn_Memory_Mastered_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} ya está guardado en tu corazón.`)
};

export const learn_memory_remembered_toast = /** @type {(inputs: Learn_Memory_Remembered_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌟 ¡Qué buena memoria!`)
};

export const learn_memory_comes_back = /** @type {(inputs: Learn_Memory_Comes_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} vuelve ${i?.when}.`)
};

export const learn_memory_mastered = /** @type {(inputs: Learn_Memory_MasteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprendido`)
};

export const learn_memory_practise_today = /** @type {(inputs: Learn_Memory_Practise_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practícalo hoy`)
};

export const learn_memory_next = /** @type {(inputs: Learn_Memory_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vuelve ${i?.when}`)
};

export const learn_memory_mastered_title = /** @type {(inputs: Learn_Memory_Mastered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis versículos aprendidos`)
};

export const learn_memory_sign_in_to_collect = /** @type {(inputs: Learn_Memory_Sign_In_To_CollectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para coleccionar los versículos que aprendas de memoria.`)
};

export const learn_memory_bar_label = /** @type {(inputs: Learn_Memory_Bar_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículos aprendidos`)
};

export const learn_memory_mastered_count = /** @type {(inputs: Learn_Memory_Mastered_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mastered} de ${i?.count} versículos aprendidos`)
};

export const learn_memory_learning = /** @type {(inputs: Learn_Memory_LearningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprendiendo: ${i?.count}`)
};

export const learn_memory_due = /** @type {(inputs: Learn_Memory_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para hoy: ${i?.count}`)
};

export const learn_memory_mastery_rule = /** @type {(inputs: Learn_Memory_Mastery_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un versículo queda aprendido cuando lo recuerdas una y otra vez, con descansos cada vez más largos, hasta que el descanso llega a tres semanas.`)
};

export const learn_memory_none_mastered = /** @type {(inputs: Learn_Memory_None_MasteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay versículos. ¡Practica uno aquí abajo o juega al juego del versículo para memorizar!`)
};

export const learn_memory_today_title = /** @type {(inputs: Learn_Memory_Today_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículos para practicar hoy`)
};

export const learn_memory_practise = /** @type {(inputs: Learn_Memory_PractiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practicar`)
};

export const learn_memory_practise_named = /** @type {(inputs: Learn_Memory_Practise_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practicar ${i?.reference}`)
};

export const learn_memory_add_to_start = /** @type {(inputs: Learn_Memory_Add_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade un versículo aquí abajo para empezar. ¡Con unos minutos al día basta!`)
};

export const learn_memory_all_done = /** @type {(inputs: Learn_Memory_All_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Todo listo por hoy!`)
};

export const learn_memory_practice_title = /** @type {(inputs: Learn_Memory_Practice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practica un versículo`)
};

export const learn_memory_add_to_practise = /** @type {(inputs: Learn_Memory_Add_To_PractiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade un versículo aquí abajo para practicarlo.`)
};

export const learn_memory_verse_label = /** @type {(inputs: Learn_Memory_Verse_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículo`)
};

export const learn_memory_my_verses_group = /** @type {(inputs: Learn_Memory_My_Verses_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis versículos`)
};

export const learn_memory_more_verses_group = /** @type {(inputs: Learn_Memory_More_Verses_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más versículos para aprender`)
};

export const learn_memory_my_verses_title = /** @type {(inputs: Learn_Memory_My_Verses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis versículos`)
};

export const learn_memory_reference_label = /** @type {(inputs: Learn_Memory_Reference_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cita bíblica`)
};

export const learn_memory_add = /** @type {(inputs: Learn_Memory_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir a mis versículos`)
};

export const learn_memory_stop_learning = /** @type {(inputs: Learn_Memory_Stop_LearningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dejar de aprender ${i?.reference}`)
};

export const learn_memory_remove = /** @type {(inputs: Learn_Memory_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

export const learn_memory_step_listen = /** @type {(inputs: Learn_Memory_Step_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee y escucha`)
};

export const learn_memory_step_fill = /** @type {(inputs: Learn_Memory_Step_FillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completa las palabras que faltan`)
};

export const learn_memory_step_order = /** @type {(inputs: Learn_Memory_Step_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordena las palabras`)
};

export const learn_memory_step_letters = /** @type {(inputs: Learn_Memory_Step_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo las primeras letras`)
};

export const learn_memory_step_type = /** @type {(inputs: Learn_Memory_Step_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escríbelo todo`)
};

export const learn_memory_not_quite = /** @type {(inputs: Learn_Memory_Not_QuiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Casi, pero no!`)
};

export const learn_memory_next_step = /** @type {(inputs: Learn_Memory_Next_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente paso`)
};

export const learn_memory_missing_word = /** @type {(inputs: Learn_Memory_Missing_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Palabra que falta ${i?.n}`)
};

export const learn_memory_fill_right = /** @type {(inputs: Learn_Memory_Fill_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ ¡Todas las palabras están bien!`)
};

export const learn_memory_fill_check = /** @type {(inputs: Learn_Memory_Fill_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisar palabras`)
};

export const learn_memory_your_verse = /** @type {(inputs: Learn_Memory_Your_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu versículo`)
};

export const learn_memory_order_hint = /** @type {(inputs: Learn_Memory_Order_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca las palabras de abajo en el orden correcto.`)
};

export const learn_memory_words_to_place = /** @type {(inputs: Learn_Memory_Words_To_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras para colocar`)
};

export const learn_memory_order_right = /** @type {(inputs: Learn_Memory_Order_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ ¡Cada palabra está en su sitio!`)
};

export const learn_memory_order_check = /** @type {(inputs: Learn_Memory_Order_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisar el orden`)
};

export const learn_memory_start_over = /** @type {(inputs: Learn_Memory_Start_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar de nuevo`)
};

export const learn_memory_letters_label = /** @type {(inputs: Learn_Memory_Letters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el versículo con la ayuda de las primeras letras`)
};

export const learn_memory_letters_right = /** @type {(inputs: Learn_Memory_Letters_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ ¡Muy bien! Ahora inténtalo sin ayuda.`)
};

export const learn_memory_letters_check = /** @type {(inputs: Learn_Memory_Letters_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisar`)
};

export const learn_memory_steps_label = /** @type {(inputs: Learn_Memory_Steps_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasos para practicar`)
};

export const learn_memory_type_label = /** @type {(inputs: Learn_Memory_Type_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el versículo de memoria`)
};

export const learn_memory_type_right = /** @type {(inputs: Learn_Memory_Type_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ ¡Muy bien! Lo dijiste perfecto.`)
};

export const learn_memory_check = /** @type {(inputs: Learn_Memory_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisar`)
};

export const learn_memory_sign_in_to_save = /** @type {(inputs: Learn_Memory_Sign_In_To_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para guardar tu progreso`)
};

export const learn_memory_try_again = /** @type {(inputs: Learn_Memory_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inténtalo otra vez`)
};

export const learn_memory_hide_verse = /** @type {(inputs: Learn_Memory_Hide_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar versículo`)
};

export const learn_memory_show_verse = /** @type {(inputs: Learn_Memory_Show_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar versículo`)
};

export const learn_memory_see_plans = /** @type {(inputs: Learn_Memory_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los planes`)
};

export const learn_memory_sets_title = /** @type {(inputs: Learn_Memory_Sets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupos de versículos`)
};

export const learn_memory_learn_set = /** @type {(inputs: Learn_Memory_Learn_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprender este grupo`)
};

export const learn_memory_learn_set_named = /** @type {(inputs: Learn_Memory_Learn_Set_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aprender el grupo «${i?.name}»`)
};

export const learn_memory_in_collection = /** @type {(inputs: Learn_Memory_In_CollectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} está en ${i?.name}.`)
};

export const learn_memory_already_in_collection = /** @type {(inputs: Learn_Memory_Already_In_CollectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} ya estaba en ${i?.name}.`)
};

export const learn_memory_delete_collection_confirm = /** @type {(inputs: Learn_Memory_Delete_Collection_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Borrar la colección «${i?.name}»? Sus versículos se quedan en tus versículos.`)
};

export const learn_memory_collection_name = /** @type {(inputs: Learn_Memory_Collection_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la colección`)
};

export const learn_memory_save_name = /** @type {(inputs: Learn_Memory_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar nombre`)
};

export const learn_memory_cancel = /** @type {(inputs: Learn_Memory_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const learn_memory_collection_empty = /** @type {(inputs: Learn_Memory_Collection_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay versículos. Añade uno aquí abajo.`)
};

export const learn_memory_remove_from = /** @type {(inputs: Learn_Memory_Remove_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.reference} de ${i?.name}`)
};

export const learn_memory_add_to_collection = /** @type {(inputs: Learn_Memory_Add_To_CollectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añadir un versículo a ${i?.name}`)
};

export const learn_memory_add_short = /** @type {(inputs: Learn_Memory_Add_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir`)
};

export const learn_memory_rename = /** @type {(inputs: Learn_Memory_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar nombre`)
};

export const learn_memory_delete_collection = /** @type {(inputs: Learn_Memory_Delete_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar colección`)
};

export const learn_memory_collections_title = /** @type {(inputs: Learn_Memory_Collections_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis colecciones`)
};

export const learn_memory_new_collection = /** @type {(inputs: Learn_Memory_New_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la nueva colección`)
};

export const learn_memory_make_collection = /** @type {(inputs: Learn_Memory_Make_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear colección`)
};

export const learn_memory_no_collections = /** @type {(inputs: Learn_Memory_No_CollectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes colecciones. Ponle nombre a una arriba y luego añádele versículos.`)
};

export const learn_memory_reference_hint = /** @type {(inputs: Learn_Memory_Reference_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por ejemplo: Juan 3:16, Juan 3:16-17 o Salmo 23`)
};

export const learn_memory_sets_need_premium = /** @type {(inputs: Learn_Memory_Sets_Need_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los grupos de versículos vienen con el plan Premium.`)
};

export const learn_memory_collections_need_annual = /** @type {(inputs: Learn_Memory_Collections_Need_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear tus propias colecciones de versículos viene con el plan Anual.`)
};

export const learn_streak_msg_goal_reached = /** @type {(inputs: Learn_Streak_Msg_Goal_ReachedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.goal, {});
	if (n === "one") return /** @type {LocalizedString} */ (`¡Alcanzaste tu meta de ${i?.goal} día esta semana! ¡Maravilloso!`);
	if (n === "other") return /** @type {LocalizedString} */ (`¡Alcanzaste tu meta de ${i?.goal} días esta semana! ¡Maravilloso!`);
	return /** @type {LocalizedString} */ ("learn_streak_msg_goal_reached");
};

export const learn_streak_msg_start = /** @type {(inputs: Learn_Streak_Msg_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Lee un capítulo, practica un versículo o juega un juego para empezar una racha!`)
};

export const learn_streak_msg_learned_today = /** @type {(inputs: Learn_Streak_Msg_Learned_TodayInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} día aprendiendo. ¡Sigue brillando!`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} días aprendiendo. ¡Sigue brillando!`);
	return /** @type {LocalizedString} */ ("learn_streak_msg_learned_today");
};

export const learn_streak_msg_grace = /** @type {(inputs: Learn_Streak_Msg_GraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayer fue un día de gracia, así que tu racha está a salvo. ¡Qué bueno verte otra vez!`)
};

export const learn_streak_msg_waiting = /** @type {(inputs: Learn_Streak_Msg_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu racha te está esperando. ¡Todo lo que aprendas hoy cuenta!`)
};

export const learn_streak_about_goal_reached = /** @type {(inputs: Learn_Streak_About_Goal_ReachedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.goal, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.name} alcanzó la meta de ${i?.goal} día esta semana. ¡Maravilloso!`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.name} alcanzó la meta de ${i?.goal} días esta semana. ¡Maravilloso!`);
	return /** @type {LocalizedString} */ ("learn_streak_about_goal_reached");
};

export const learn_streak_about_start = /** @type {(inputs: Learn_Streak_About_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leer un capítulo, practicar un versículo o jugar un juego empieza la racha de ${i?.name}.`)
};

export const learn_streak_about_grace = /** @type {(inputs: Learn_Streak_About_GraceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ayer fue un día de gracia, así que la racha de ${i?.name} está a salvo.`)
};

export const learn_streak_about_waiting = /** @type {(inputs: Learn_Streak_About_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La racha de ${i?.name} está esperando. ¡Todo lo que aprenda hoy cuenta!`)
};

export const devotionals_page_title = /** @type {(inputs: Devotionals_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales diarios`)
};

export const devotionals_page_description = /** @type {(inputs: Devotionals_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un tesoro de verdad cada día para niños y familias: un versículo clave, una lectura corta, una reflexión y una oración.`)
};

export const devotionals_page_lead = /** @type {(inputs: Devotionals_Page_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un tesoro de verdad para cada día: un versículo clave, una lectura corta, una reflexión y una oración.`)
};

export const devotionals_browse_archive = /** @type {(inputs: Devotionals_Browse_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver el archivo`)
};

export const devotionals_rss_feed = /** @type {(inputs: Devotionals_Rss_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canal RSS`)
};

export const devotionals_rss_title = /** @type {(inputs: Devotionals_Rss_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.siteName}: Devocionales diarios`)
};

export const devotionals_nugget_title = /** @type {(inputs: Devotionals_Nugget_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El tesoro de hoy`)
};

export const devotionals_share_this = /** @type {(inputs: Devotionals_Share_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir`)
};

export const devotionals_large_view = /** @type {(inputs: Devotionals_Large_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vista grande`)
};

export const devotionals_open_its_page = /** @type {(inputs: Devotionals_Open_Its_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir su página`)
};

export const devotionals_empty_title = /** @type {(inputs: Devotionals_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay devocionales`)
};

export const devotionals_empty_text = /** @type {(inputs: Devotionals_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Vuelve pronto para encontrar algo nuevo cada día!`)
};

export const devotionals_past_title = /** @type {(inputs: Devotionals_Past_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales anteriores`)
};

export const devotionals_no_past = /** @type {(inputs: Devotionals_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay devocionales anteriores.`)
};

export const devotionals_see_all_past = /** @type {(inputs: Devotionals_See_All_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todos los devocionales anteriores`)
};

export const devotionals_bulk_title = /** @type {(inputs: Devotionals_Bulk_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar varios`)
};

export const devotionals_bulk_text = /** @type {(inputs: Devotionals_Bulk_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agrega muchos devocionales a la vez en el panel de administración.`)
};

export const devotionals_open_admin = /** @type {(inputs: Devotionals_Open_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el panel de administración`)
};

export const devotionals_opens_new_tab = /** @type {(inputs: Devotionals_Opens_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(se abre en una pestaña nueva)`)
};

export const devotionals_browse_full_archive = /** @type {(inputs: Devotionals_Browse_Full_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todo el archivo`)
};

export const devotionals_dialog_title = /** @type {(inputs: Devotionals_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocional`)
};

export const devotionals_previous = /** @type {(inputs: Devotionals_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anterior`)
};

export const devotionals_next = /** @type {(inputs: Devotionals_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente`)
};

export const devotionals_tip_start = /** @type {(inputs: Devotionals_Tip_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consejo: usa las teclas`)
};

export const devotionals_tip_and = /** @type {(inputs: Devotionals_Tip_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`y`)
};

export const devotionals_tip_end = /** @type {(inputs: Devotionals_Tip_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para pasar de un devocional a otro.`)
};

export const devotionals_open_page = /** @type {(inputs: Devotionals_Open_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir la página`)
};

export const devotionals_share_dialog_title = /** @type {(inputs: Devotionals_Share_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparte este devocional`)
};

export const devotionals_share_intro = /** @type {(inputs: Devotionals_Share_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comparte «${i?.title}» con tus amigos y tu familia.`)
};

export const devotionals_copy_link = /** @type {(inputs: Devotionals_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar enlace`)
};

export const devotionals_share_email = /** @type {(inputs: Devotionals_Share_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo`)
};

export const devotionals_copied_title = /** @type {(inputs: Devotionals_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Copiado! 📋`)
};

export const devotionals_copied_text = /** @type {(inputs: Devotionals_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡El texto para compartir está copiado!`)
};

export const devotionals_copy_failed_title = /** @type {(inputs: Devotionals_Copy_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const devotionals_copy_failed_text = /** @type {(inputs: Devotionals_Copy_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar`)
};

export const devotionals_counter = /** @type {(inputs: Devotionals_CounterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Devocional ${i?.index} de ${i?.count}`)
};

export const devotionals_page_of = /** @type {(inputs: Devotionals_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.pages}`)
};

export const devotionals_newer = /** @type {(inputs: Devotionals_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más nuevos`)
};

export const devotionals_older = /** @type {(inputs: Devotionals_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más antiguos`)
};

export const devotionals_past_pages = /** @type {(inputs: Devotionals_Past_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de devocionales anteriores`)
};

export const devotionals_loading = /** @type {(inputs: Devotionals_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando devocionales...`)
};

export const devotionals_load_failed_title = /** @type {(inputs: Devotionals_Load_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`❌ Error al cargar`)
};

export const devotionals_load_failed = /** @type {(inputs: Devotionals_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los devocionales: ${i?.message}`)
};

export const devotionals_read = /** @type {(inputs: Devotionals_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer`)
};

export const devotionals_for_title = /** @type {(inputs: Devotionals_For_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de «${i?.title}»`)
};

export const devotionals_read_more = /** @type {(inputs: Devotionals_Read_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer más`)
};

export const devotionals_read_less = /** @type {(inputs: Devotionals_Read_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer menos`)
};

export const devotionals_reflection = /** @type {(inputs: Devotionals_ReflectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reflexión`)
};

export const devotionals_prayer = /** @type {(inputs: Devotionals_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oración`)
};

export const devotionals_upgrade_now = /** @type {(inputs: Devotionals_Upgrade_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan`)
};

export const devotionals_audio_locked = /** @type {(inputs: Devotionals_Audio_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los devocionales en audio son parte de Premium.`)
};

export const devotionals_video_locked = /** @type {(inputs: Devotionals_Video_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los devocionales en video son parte de Premium.`)
};

export const devotionals_listen_audio = /** @type {(inputs: Devotionals_Listen_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuchar el audio`)
};

export const devotionals_no_video = /** @type {(inputs: Devotionals_No_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu navegador no puede mostrar este video.`)
};

export const devotionals_archive_title = /** @type {(inputs: Devotionals_Archive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo de devocionales`)
};

export const devotionals_archive_title_page = /** @type {(inputs: Devotionals_Archive_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Archivo de devocionales, página ${i?.page}`)
};

export const devotionals_archive_description = /** @type {(inputs: Devotionals_Archive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los devocionales diarios para niños y familias, del más nuevo al más antiguo: versículo clave, lectura, reflexión y oración.`)
};

export const devotionals_archive_lead = /** @type {(inputs: Devotionals_Archive_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los devocionales diarios, del más nuevo al más antiguo.`)
};

export const devotionals_back_to_today = /** @type {(inputs: Devotionals_Back_To_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al devocional de hoy`)
};

export const devotionals_archive_pages = /** @type {(inputs: Devotionals_Archive_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas del archivo`)
};

export const devotionals_breadcrumb = /** @type {(inputs: Devotionals_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta de navegación`)
};

export const devotionals_devotionals = /** @type {(inputs: Devotionals_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales`)
};

export const devotionals_archive = /** @type {(inputs: Devotionals_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo`)
};

export const devotionals_daily_devotional = /** @type {(inputs: Devotionals_Daily_DevotionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocional diario`)
};

export const devotionals_more_devotionals = /** @type {(inputs: Devotionals_More_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más devocionales`)
};

export const devotionals_wisdom_title = /** @type {(inputs: Devotionals_Wisdom_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabiduría diaria`)
};

export const devotionals_wisdom_loading = /** @type {(inputs: Devotionals_Wisdom_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando sabiduría...`)
};

export const devotionals_wisdom_unlock = /** @type {(inputs: Devotionals_Wisdom_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Abre la Sabiduría diaria!`)
};

export const devotionals_wisdom_unlock_text = /** @type {(inputs: Devotionals_Wisdom_Unlock_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para recibir cada día un proverbio nuevo con su significado.`)
};

export const devotionals_wisdom_upgrade_more = /** @type {(inputs: Devotionals_Wisdom_Upgrade_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para ver más`)
};

export const devotionals_wisdom_meaning = /** @type {(inputs: Devotionals_Wisdom_MeaningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué quiere decir?`)
};

export const devotionals_wisdom_why = /** @type {(inputs: Devotionals_Wisdom_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Por qué es importante?`)
};

export const devotionals_wisdom_previous = /** @type {(inputs: Devotionals_Wisdom_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverbio anterior`)
};

export const devotionals_wisdom_next = /** @type {(inputs: Devotionals_Wisdom_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverbio siguiente`)
};

export const devotionals_wisdom_next_wisdom = /** @type {(inputs: Devotionals_Wisdom_Next_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro proverbio`)
};

export const devotionals_wisdom_counter = /** @type {(inputs: Devotionals_Wisdom_CounterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Proverbio del día ${i?.n} de ${i?.count}`)
};

export const devotionals_wisdom_plan_banner = /** @type {(inputs: Devotionals_Wisdom_Plan_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu plan incluye ${i?.limit} proverbios`)
};

export const devotionals_lessons_title = /** @type {(inputs: Devotionals_Lessons_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilecciones`)
};

export const devotionals_lessons_lead = /** @type {(inputs: Devotionals_Lessons_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecciones cortas sobre las verdades más grandes de la fe.`)
};

export const devotionals_lesson_start = /** @type {(inputs: Devotionals_Lesson_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar la lección`)
};

export const devotionals_lesson_locked = /** @type {(inputs: Devotionals_Lesson_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrada`)
};

export const devotionals_lesson_upgrade = /** @type {(inputs: Devotionals_Lesson_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejorar el plan`)
};

export const devotionals_lesson_upgrade_to_open = /** @type {(inputs: Devotionals_Lesson_Upgrade_To_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para abrir ${i?.title}`)
};

export const devotionals_lesson_label = /** @type {(inputs: Devotionals_Lesson_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minilección`)
};

export const devotionals_lesson_description = /** @type {(inputs: Devotionals_Lesson_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: una minilección para niños y familias.`)
};

export const devotionals_journey = /** @type {(inputs: Devotionals_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camino de fe`)
};

export const devotionals_lesson_checking = /** @type {(inputs: Devotionals_Lesson_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisando tu plan...`)
};

export const devotionals_lesson_paid = /** @type {(inputs: Devotionals_Lesson_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta minilección es parte de un plan de pago.`)
};

export const devotionals_lesson_upgrade_all = /** @type {(inputs: Devotionals_Lesson_Upgrade_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para abrir todas las minilecciones.`)
};

export const devotionals_key_verses = /** @type {(inputs: Devotionals_Key_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículos clave`)
};

export const devotionals_back_to_journey = /** @type {(inputs: Devotionals_Back_To_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al Camino de fe`)
};

export const devotionals_all_devotionals = /** @type {(inputs: Devotionals_All_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los devocionales`)
};

export const api_email_required = /** @type {(inputs: Api_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe tu correo electrónico.`)
};

export const api_email_invalid = /** @type {(inputs: Api_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un correo electrónico válido.`)
};

export const api_password_required = /** @type {(inputs: Api_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe tu contraseña.`)
};

export const api_password_too_short = /** @type {(inputs: Api_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La contraseña debe tener al menos ${i?.min} caracteres.`)
};

export const api_password_too_long = /** @type {(inputs: Api_Password_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La contraseña puede tener como máximo ${i?.max} caracteres.`)
};

export const api_password_too_common = /** @type {(inputs: Api_Password_Too_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta contraseña es muy común y fácil de adivinar. Elige otra, por favor.`)
};

export const api_full_name_too_long = /** @type {(inputs: Api_Full_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu nombre debe tener menos de ${i?.max} caracteres.`)
};

export const api_not_adult = /** @type {(inputs: Api_Not_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma que tienes 18 años o más. Los niños aprenden con un perfil dentro de la cuenta de su madre o su padre.`)
};

export const api_expected_text = /** @type {(inputs: Api_Expected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dato no válido: se esperaba un texto`)
};

export const api_expected_yes_no = /** @type {(inputs: Api_Expected_Yes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dato no válido: se esperaba sí o no`)
};

export const api_link_needed = /** @type {(inputs: Api_Link_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página necesita el enlace de tu correo. Pide uno nuevo aquí abajo.`)
};

export const api_link_expired = /** @type {(inputs: Api_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace ya caducó o ya se usó. Pide uno nuevo, por favor.`)
};

export const api_invalid_credentials = /** @type {(inputs: Api_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo o la contraseña no son correctos`)
};

export const api_email_not_confirmed = /** @type {(inputs: Api_Email_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre el enlace de confirmación de tu correo para activar tu cuenta y vuelve a iniciar sesión.`)
};

export const api_check_email = /** @type {(inputs: Api_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo y abre el enlace de confirmación para activar tu cuenta.`)
};

export const api_too_many_sign_ins = /** @type {(inputs: Api_Too_Many_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos fallidos de iniciar sesión.`)
};

export const api_too_many_wrong_passwords = /** @type {(inputs: Api_Too_Many_Wrong_PasswordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiadas contraseñas incorrectas.`)
};

export const api_wrong_password = /** @type {(inputs: Api_Wrong_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa contraseña no es correcta.`)
};

export const api_sign_in_needed = /** @type {(inputs: Api_Sign_In_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para continuar.`)
};

export const api_forbidden = /** @type {(inputs: Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes permiso para hacer eso.`)
};

export const api_admins_only = /** @type {(inputs: Api_Admins_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los administradores pueden hacer eso.`)
};

export const api_not_found = /** @type {(inputs: Api_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró.`)
};

export const api_no_endpoint = /** @type {(inputs: Api_No_EndpointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa dirección de la API no existe.`)
};

export const api_too_large = /** @type {(inputs: Api_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa solicitud es demasiado grande.`)
};

export const api_invalid_json = /** @type {(inputs: Api_Invalid_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cuerpo de la solicitud debe ser JSON.`)
};

export const api_invalid_input = /** @type {(inputs: Api_Invalid_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos no válidos.`)
};

export const api_unprintable_text = /** @type {(inputs: Api_Unprintable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa texto normal: algunos de sus caracteres no se pueden mostrar.`)
};

export const api_internal = /** @type {(inputs: Api_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal de nuestro lado. Inténtalo de nuevo.`)
};

export const api_unexpected = /** @type {(inputs: Api_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error inesperado. Inténtalo de nuevo.`)
};

export const api_parent_only = /** @type {(inputs: Api_Parent_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pídeselo a un adulto: esta parte es para los padres.`)
};

export const api_profile_name_required = /** @type {(inputs: Api_Profile_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un nombre o un apodo.`)
};

export const api_profile_name_too_long = /** @type {(inputs: Api_Profile_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El nombre debe tener menos de ${i?.max} caracteres.`)
};

export const api_profile_name_invalid = /** @type {(inputs: Api_Profile_Name_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa solo letras: un nombre o un apodo, sin correo ni apellido.`)
};

export const api_avatar_required = /** @type {(inputs: Api_Avatar_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un avatar.`)
};

export const api_age_band_required = /** @type {(inputs: Api_Age_Band_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un grupo de edad.`)
};

export const api_too_many_children = /** @type {(inputs: Api_Too_Many_ChildrenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una familia puede tener hasta ${i?.max} perfiles de niños.`)
};

export const api_pin_invalid = /** @type {(inputs: Api_Pin_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El PIN tiene de ${i?.min} a ${i?.max} cifras.`)
};

export const api_pin_wrong = /** @type {(inputs: Api_Pin_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese PIN no es correcto. Inténtalo de nuevo.`)
};

export const api_pin_too_many = /** @type {(inputs: Api_Pin_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados PIN incorrectos. Espera un poco y vuelve a intentarlo.`)
};

export const api_no_such_profile = /** @type {(inputs: Api_No_Such_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese perfil no está en tu familia.`)
};

export const api_posting_off = /** @type {(inputs: Api_Posting_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir historias y mensajes está desactivado para ti. Pídele a tu mamá o a tu papá que lo active.`)
};

export const api_still_with_parent = /** @type {(inputs: Api_Still_With_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto todavía espera al padre o la madre del niño: llegará a la cola cuando lo apruebe. No se cambió nada.`)
};

export const api_wait_minutes = /** @type {(inputs: Api_Wait_MinutesInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Espera ${i?.count} minuto y vuelve a intentarlo.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Espera ${i?.count} minutos y vuelve a intentarlo.`);
	return /** @type {LocalizedString} */ ("api_wait_minutes");
};

export const api_child_deleted = /** @type {(inputs: Api_Child_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se borró el perfil con todo lo que había guardado.`)
};

export const api_waits_for_parent = /** @type {(inputs: Api_Waits_For_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Tu mamá o tu papá lo verá primero.`)
};

export const api_confirmation_resent = /** @type {(inputs: Api_Confirmation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si esa cuenta aún no está confirmada, le enviamos un nuevo enlace de confirmación.`)
};

export const api_signed_out_everywhere = /** @type {(inputs: Api_Signed_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cerró tu sesión en todos los dispositivos.`)
};

export const api_reset_link_sent = /** @type {(inputs: Api_Reset_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si alguna cuenta usa ese correo, le enviamos un enlace para elegir una nueva contraseña.`)
};

export const api_password_changed = /** @type {(inputs: Api_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña se cambió. Se cerró la sesión en los demás dispositivos.`)
};

export const api_account_deleted = /** @type {(inputs: Api_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se borraron tu cuenta y sus datos personales.`)
};

export const api_too_many_from_device = /** @type {(inputs: Api_Too_Many_From_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiadas solicitudes desde este dispositivo.`)
};

export const api_many_mails_sent = /** @type {(inputs: Api_Many_Mails_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya enviamos varios correos a esta dirección.`)
};

export const api_too_many_sign_in_attempts = /** @type {(inputs: Api_Too_Many_Sign_In_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos de iniciar sesión.`)
};

export const api_review_gone = /** @type {(inputs: Api_Review_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eso ya no espera tu respuesta.`)
};

export const api_review_sent_on = /** @type {(inputs: Api_Review_Sent_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo enviamos a nuestro equipo para una última revisión.`)
};

export const api_review_declined = /** @type {(inputs: Api_Review_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazado y borrado.`)
};

export const api_portal_not_set_up = /** @type {(inputs: Api_Portal_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La administración de suscripciones todavía no está configurada en este sitio.`)
};

export const api_not_bought_online = /** @type {(inputs: Api_Not_Bought_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu plan no se compró en línea, así que aquí no hay nada que administrar.`)
};

export const api_cross_site = /** @type {(inputs: Api_Cross_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se permiten solicitudes desde otros sitios.`)
};

export const community_ask_title = /** @type {(inputs: Community_Ask_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta y ora`)
};

export const community_ask_description = /** @type {(inputs: Community_Ask_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz preguntas sobre Dios y la Biblia, comparte peticiones de oración y anima a los demás.`)
};

export const community_ask_lead = /** @type {(inputs: Community_Ask_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trae tus preguntas y tus oraciones. ¡Nunca estás a solas!`)
};

export const community_card_questions_title = /** @type {(inputs: Community_Card_Questions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz preguntas`)
};

export const community_card_questions_text = /** @type {(inputs: Community_Card_Questions_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Tienes dudas sobre Dios, la Biblia o la fe? Pregunta, y un adulto te contestará aquí.`)
};

export const community_card_prayer_title = /** @type {(inputs: Community_Card_Prayer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peticiones de oración`)
};

export const community_card_prayer_text = /** @type {(inputs: Community_Card_Prayer_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuéntanos por qué quieres que oremos. Nos encantará orar contigo.`)
};

export const community_card_community_title = /** @type {(inputs: Community_Card_Community_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidad`)
};

export const community_card_community_text = /** @type {(inputs: Community_Card_Community_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparte una palabra de ánimo con otros niños y familias.`)
};

export const community_wall_title = /** @type {(inputs: Community_Wall_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras de ánimo`)
};

export const community_wall_empty = /** @type {(inputs: Community_Wall_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay mensajes. ¡Comparte la primera palabra de ánimo!`)
};

export const community_dialog_questions = /** @type {(inputs: Community_Dialog_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz una pregunta`)
};

export const community_dialog_prayer = /** @type {(inputs: Community_Dialog_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparte una petición de oración`)
};

export const community_dialog_community = /** @type {(inputs: Community_Dialog_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anima a la comunidad`)
};

export const community_close = /** @type {(inputs: Community_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

export const community_sign_in_first = /** @type {(inputs: Community_Sign_In_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero inicia sesión, así podremos contestarte.`)
};

export const community_sign_in = /** @type {(inputs: Community_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const community_field_title = /** @type {(inputs: Community_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

export const community_field_question = /** @type {(inputs: Community_Field_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pregunta`)
};

export const community_field_prayer = /** @type {(inputs: Community_Field_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu petición de oración`)
};

export const community_field_message = /** @type {(inputs: Community_Field_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu mensaje`)
};

export const community_keep_private = /** @type {(inputs: Community_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mostrar mi nombre`)
};

export const community_prayers_paid = /** @type {(inputs: Community_Prayers_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las peticiones de oración forman parte de nuestros planes de pago.`)
};

export const community_prayers_used = /** @type {(inputs: Community_Prayers_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has usado ${i?.used} de tus ${i?.limit} peticiones de oración en los últimos 30 días.`)
};

export const community_upgrade = /** @type {(inputs: Community_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejorar tu plan`)
};

export const community_review_note = /** @type {(inputs: Community_Review_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los mensajes aparecen en esta página cuando un adulto los ha leído.`)
};

export const community_send = /** @type {(inputs: Community_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar`)
};

export const community_mine_title = /** @type {(inputs: Community_Mine_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis preguntas y oraciones`)
};

export const community_mine_question = /** @type {(inputs: Community_Mine_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`❓ Pregunta`)
};

export const community_mine_prayer = /** @type {(inputs: Community_Mine_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🙏 Oración`)
};

export const community_answer = /** @type {(inputs: Community_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta: `)
};

export const community_waiting_answer = /** @type {(inputs: Community_Waiting_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando una respuesta.`)
};

export const community_error = /** @type {(inputs: Community_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const community_went_wrong = /** @type {(inputs: Community_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal. Inténtalo otra vez.`)
};

export const community_sent_title = /** @type {(inputs: Community_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Enviado! 🙏`)
};

export const community_sent_question = /** @type {(inputs: Community_Sent_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Tu pregunta se envió. Encontrarás la respuesta en esta página.`)
};

export const community_sent_prayer = /** @type {(inputs: Community_Sent_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Estamos orando contigo.`)
};

export const community_sent_message = /** @type {(inputs: Community_Sent_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Tu mensaje aparecerá después de una revisión rápida.`)
};

export const community_sent_waits_for_parent = /** @type {(inputs: Community_Sent_Waits_For_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Una persona adulta de tu familia lo verá primero.`)
};

export const community_missing_title = /** @type {(inputs: Community_Missing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta información`)
};

export const community_missing_question = /** @type {(inputs: Community_Missing_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el título y la pregunta.`)
};

export const community_missing_prayer = /** @type {(inputs: Community_Missing_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el título y la petición.`)
};

export const community_missing_message_title = /** @type {(inputs: Community_Missing_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta el mensaje`)
};

export const community_missing_message = /** @type {(inputs: Community_Missing_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un mensaje para compartir con la comunidad.`)
};

export const community_title_too_long = /** @type {(inputs: Community_Title_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El título debe tener menos de ${i?.max} caracteres.`)
};

export const community_body_too_long = /** @type {(inputs: Community_Body_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribe menos de ${i?.max} caracteres.`)
};

export const community_media_title = /** @type {(inputs: Community_Media_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro multimedia`)
};

export const community_media_description = /** @type {(inputs: Community_Media_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vídeos y audios bíblicos para niños y familias: historias, canciones y lecciones para ver y escuchar juntos.`)
};

export const community_media_lead = /** @type {(inputs: Community_Media_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vídeos y audios bíblicos para ver y escuchar juntos.`)
};

export const community_media_channel = /** @type {(inputs: Community_Media_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`▶ Visita nuestro canal de vídeos`)
};

export const community_new_tab = /** @type {(inputs: Community_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (se abre en una pestaña nueva)`)
};

export const community_media_empty_title = /** @type {(inputs: Community_Media_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay contenido multimedia`)
};

export const community_media_empty_text = /** @type {(inputs: Community_Media_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pronto llegarán nuevos vídeos y audios. ¡Vuelve pronto!`)
};

export const community_media_show = /** @type {(inputs: Community_Media_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

export const community_media_filter_all = /** @type {(inputs: Community_Media_Filter_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo (${i?.count})`)
};

export const community_media_filter_videos = /** @type {(inputs: Community_Media_Filter_VideosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vídeos (${i?.count})`)
};

export const community_media_filter_audio = /** @type {(inputs: Community_Media_Filter_AudioInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Audio (${i?.count})`)
};

export const community_media_no_audio = /** @type {(inputs: Community_Media_No_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu navegador no puede reproducir audio.`)
};

export const community_media_no_video = /** @type {(inputs: Community_Media_No_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu navegador no puede reproducir vídeo.`)
};

export const community_media_kind_video = /** @type {(inputs: Community_Media_Kind_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎬 Vídeo`)
};

export const community_media_kind_audio = /** @type {(inputs: Community_Media_Kind_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎧 Audio`)
};

export const community_media_size = /** @type {(inputs: Community_Media_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} MB`)
};

export const community_author_anonymous = /** @type {(inputs: Community_Author_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anónimo`)
};

export const community_author_friend = /** @type {(inputs: Community_Author_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una persona amiga`)
};

export const community_author_young_reader = /** @type {(inputs: Community_Author_Young_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien que lee`)
};

export const community_story_error = /** @type {(inputs: Community_Story_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const community_story_missing = /** @type {(inputs: Community_Story_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el título y tu historia`)
};

export const community_story_failed = /** @type {(inputs: Community_Story_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar tu historia`)
};

export const community_story_thanks = /** @type {(inputs: Community_Story_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias!`)
};

export const community_story_loading = /** @type {(inputs: Community_Story_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando...`)
};

export const community_story_sign_in_lead = /** @type {(inputs: Community_Story_Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entra para contar tu propia historia de fe.`)
};

export const community_story_sign_in = /** @type {(inputs: Community_Story_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar para compartir`)
};

export const community_story_share_title = /** @type {(inputs: Community_Story_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta tu historia`)
};

export const community_story_title_label = /** @type {(inputs: Community_Story_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

export const community_story_content_label = /** @type {(inputs: Community_Story_Content_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu historia`)
};

export const community_story_category = /** @type {(inputs: Community_Story_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tema`)
};

export const community_story_category_general = /** @type {(inputs: Community_Story_Category_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

export const community_story_category_prayer = /** @type {(inputs: Community_Story_Category_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oración`)
};

export const community_story_category_school = /** @type {(inputs: Community_Story_Category_SchoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuela`)
};

export const community_story_category_family = /** @type {(inputs: Community_Story_Category_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familia`)
};

export const community_story_category_friends = /** @type {(inputs: Community_Story_Category_FriendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amigos`)
};

export const community_story_category_church = /** @type {(inputs: Community_Story_Category_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iglesia`)
};

export const community_story_anonymous = /** @type {(inputs: Community_Story_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir sin mi nombre`)
};

export const community_story_reviewed = /** @type {(inputs: Community_Story_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un adulto lee cada historia antes de que todos la vean.`)
};

export const community_story_submit = /** @type {(inputs: Community_Story_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir mi historia`)
};

export const community_story_mine = /** @type {(inputs: Community_Story_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis historias`)
};

export const community_story_none = /** @type {(inputs: Community_Story_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no has compartido ninguna historia.`)
};

export const community_story_status_pending = /** @type {(inputs: Community_Story_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando revisión`)
};

export const community_story_status_approved = /** @type {(inputs: Community_Story_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobada`)
};

export const community_story_status_rejected = /** @type {(inputs: Community_Story_Status_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No aprobada`)
};

export const community_story_too_long = /** @type {(inputs: Community_Story_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es demasiado largo. Hazlo más corto.`)
};
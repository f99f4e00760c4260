/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Site_Footer_GeneralInputs */
/** @typedef {{}} Site_Footer_FeaturesInputs */
/** @typedef {{}} Site_Footer_General_LabelInputs */
/** @typedef {{}} Site_Footer_Features_LabelInputs */
/** @typedef {{}} Site_Footer_PrivacyInputs */
/** @typedef {{ year: NonNullable<unknown>, siteName: NonNullable<unknown> }} Site_Footer_CopyrightInputs */
/** @typedef {{}} Family_Stories_Heard_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, titles: NonNullable<unknown> }} Family_Stories_Heard_ListInputs */
/** @typedef {{}} Family_Stories_NoneInputs */
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

export const family_stories_heard_label = /** @type {(inputs: Family_Stories_Heard_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias bíblicas escuchadas:`)
};

export const family_stories_heard_list = /** @type {(inputs: Family_Stories_Heard_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} (${i?.titles})`)
};

export const family_stories_none = /** @type {(inputs: Family_Stories_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna todavía`)
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
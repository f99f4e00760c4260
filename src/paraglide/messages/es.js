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
	return /** @type {LocalizedString} */ (`Ábrelo para confirmar tu cuenta: iniciarás sesión y podrás añadir a tus hijos. Puede tardar un par de minutos y quizá llegue a la carpeta de spam.`)
};

export const account_check_inbox_text = /** @type {(inputs: Account_Check_Inbox_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te enviamos un enlace a ${i?.email}.`)
};

export const account_check_inbox_title = /** @type {(inputs: Account_Check_Inbox_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo`)
};

export const account_email_confirmed_text = /** @type {(inputs: Account_Email_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta está activa y ya has iniciado sesión. ¡Añade a tus hijos para empezar!`)
};

export const account_email_confirmed_title = /** @type {(inputs: Account_Email_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Correo confirmado! 🎉`)
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

export const family_add_your_children = /** @type {(inputs: Family_Add_Your_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade a tus hijos`)
};

export const family_add_your_children_lead = /** @type {(inputs: Family_Add_Your_Children_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada niño tiene su propio perfil, con su inicio, sus estrellas y sus insignias. Sin correo ni contraseña para ellos: tú lo ves y lo decides todo.`)
};

export const family_learning_now = /** @type {(inputs: Family_Learning_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprendiendo ahora`)
};

export const family_learning_start_by_age = /** @type {(inputs: Family_Learning_Start_By_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Según la edad (${i?.start})`)
};

export const family_learning_start_invalid = /** @type {(inputs: Family_Learning_Start_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige por dónde empieza a aprender.`)
};

export const family_learning_start_label = /** @type {(inputs: Family_Learning_Start_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por dónde empieza`)
};

export const family_skip_for_now = /** @type {(inputs: Family_Skip_For_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora no`)
};

export const family_start_learning_as = /** @type {(inputs: Family_Start_Learning_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empezar a aprender como ${i?.name}`)
};

export const family_start_reader = /** @type {(inputs: Family_Start_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lector de la Biblia, planes y versículos para memorizar`)
};

export const family_start_stories = /** @type {(inputs: Family_Start_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camino de historias, para escuchar`)
};

export const family_start_stories_reader = /** @type {(inputs: Family_Start_Stories_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias y el lector de la Biblia`)
};

export const family_waiting_badge = /** @type {(inputs: Family_Waiting_BadgeInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`publicación espera tu respuesta`);
	if (n === "other") return /** @type {LocalizedString} */ (`publicaciones esperan tu respuesta`);
	return /** @type {LocalizedString} */ ("family_waiting_badge");
};

export const family_waiting_title = /** @type {(inputs: Family_Waiting_TitleInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Esperan tu respuesta (1)`);
	if (n === "other") return /** @type {LocalizedString} */ (`Esperan tu respuesta (${i?.count})`);
	return /** @type {LocalizedString} */ ("family_waiting_title");
};

export const family_waiting_title_none = /** @type {(inputs: Family_Waiting_Title_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperan tu respuesta`)
};

export const home_ask_grown_up = /** @type {(inputs: Home_Ask_Grown_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pídeselo a un adulto`)
};

export const home_back_to_my_home = /** @type {(inputs: Home_Back_To_My_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a mi inicio`)
};

export const home_badges_title = /** @type {(inputs: Home_Badges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis insignias`)
};

export const home_hi = /** @type {(inputs: Home_HiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Hola, ${i?.name}!`)
};

export const home_loading = /** @type {(inputs: Home_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparando tu día...`)
};

export const home_no_badges = /** @type {(inputs: Home_No_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes insignias. ¡Cada cosa que terminas puede darte una!`)
};

export const home_not_open_yet = /** @type {(inputs: Home_Not_Open_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto todavía no está abierto para ti.`)
};

export const home_plans_for_grown_ups = /** @type {(inputs: Home_Plans_For_Grown_UpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los planes son cosa de adultos`)
};

export const home_start_here = /** @type {(inputs: Home_Start_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza aquí`)
};

export const home_streak_days = /** @type {(inputs: Home_Streak_DaysInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} día seguido`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} días seguidos`);
	return /** @type {LocalizedString} */ ("home_streak_days");
};

export const home_streak_title = /** @type {(inputs: Home_Streak_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi racha`)
};

export const home_switch = /** @type {(inputs: Home_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No eres tú? Elige quién aprende`)
};

export const home_thing_devotional = /** @type {(inputs: Home_Thing_DevotionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El devocional de hoy`)
};

export const home_thing_devotional_detail = /** @type {(inputs: Home_Thing_Devotional_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un versículo, una lectura corta y una oración.`)
};

export const home_thing_game = /** @type {(inputs: Home_Thing_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Juega a ${i?.game}`)
};

export const home_thing_game_detail = /** @type {(inputs: Home_Thing_Game_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un juego de la Biblia para hoy.`)
};

export const home_thing_listen_story = /** @type {(inputs: Home_Thing_Listen_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escucha una historia de la Biblia`)
};

export const home_thing_listen_story_detail = /** @type {(inputs: Home_Thing_Listen_Story_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca Escuchar y te leemos la historia.`)
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

export const home_thing_read_story = /** @type {(inputs: Home_Thing_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee una historia de la Biblia`)
};

export const home_thing_read_story_detail = /** @type {(inputs: Home_Thing_Read_Story_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una historia corta de la Biblia, con su dibujo.`)
};

export const home_thing_verses = /** @type {(inputs: Home_Thing_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repasa tus versículos`)
};

export const home_thing_verses_detail = /** @type {(inputs: Home_Thing_Verses_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprende un versículo de memoria, paso a paso.`)
};

export const home_thing_verses_due = /** @type {(inputs: Home_Thing_Verses_DueInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Hoy te toca repasar ${i?.count} versículo`);
	if (n === "other") return /** @type {LocalizedString} */ (`Hoy te toca repasar ${i?.count} versículos`);
	return /** @type {LocalizedString} */ ("home_thing_verses_due");
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi inicio`)
};

export const home_today = /** @type {(inputs: Home_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy`)
};

export const site_footer_copyright = /** @type {(inputs: Site_Footer_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.siteName}`)
};

export const site_footer_features = /** @type {(inputs: Site_Footer_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para explorar`)
};

export const site_footer_features_label = /** @type {(inputs: Site_Footer_Features_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pie de página: para explorar`)
};

export const site_footer_general = /** @type {(inputs: Site_Footer_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

export const site_footer_general_label = /** @type {(inputs: Site_Footer_General_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pie de página: general`)
};

export const site_footer_privacy = /** @type {(inputs: Site_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacidad`)
};
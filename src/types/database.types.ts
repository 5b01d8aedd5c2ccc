export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12'
  }
  public: {
    Tables: {
      contactsubmissions: {
        Row: {
          created_at: string
          email: string
          id: number
          is_new: boolean
          message: string
          name: string
          status: string
          status_changed_at: string | null
          subject: string
        }
        Insert: {
          created_at?: string
          email: string
          id?: never
          is_new?: never
          message: string
          name: string
          status?: string
          status_changed_at?: string | null
          subject: string
        }
        Update: {
          created_at?: string
          email?: string
          id?: never
          is_new?: never
          message?: string
          name?: string
          status?: string
          status_changed_at?: string | null
          subject?: string
        }
        Relationships: []
      }
      landing_page_texts: {
        Row: {
          intro: string
          path: string
          updated_at: string
        }
        Insert: {
          intro: string
          path: string
          updated_at?: string
        }
        Update: {
          intro?: string
          path?: string
          updated_at?: string
        }
        Relationships: []
      }
      studio_inquiry_addresses: {
        Row: {
          delivery_error: string | null
          delivery_failed_at: string | null
          email: string | null
          studio_id: string
          updated_at: string
        }
        Insert: {
          delivery_error?: string | null
          delivery_failed_at?: string | null
          email?: string | null
          studio_id: string
          updated_at?: string
        }
        Update: {
          delivery_error?: string | null
          delivery_failed_at?: string | null
          email?: string | null
          studio_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: 'studio_inquiry_addresses_studio_id_fkey'
            columns: ['studio_id']
            isOneToOne: true
            referencedRelation: 'studios'
            referencedColumns: ['id']
          },
        ]
      }
      studioapplications: {
        Row: {
          address: string | null
          amenities: string[]
          city: string
          consent: boolean
          country: string
          created_at: string
          decline_note: string | null
          description: string
          email: string
          hours: string | null
          id: number
          instagram: string | null
          is_new: boolean
          languages: string[]
          logo: string | null
          name: string
          status: string
          status_changed_at: string | null
          status_token_hash: string | null
          studio_id: string | null
          website: string | null
          yogastyles: string[]
        }
        Insert: {
          address?: string | null
          amenities?: string[]
          city: string
          consent: boolean
          country: string
          created_at?: string
          decline_note?: string | null
          description: string
          email: string
          hours?: string | null
          id?: never
          instagram?: string | null
          is_new?: never
          languages?: string[]
          logo?: string | null
          name: string
          status?: string
          status_changed_at?: string | null
          status_token_hash?: string | null
          studio_id?: string | null
          website?: string | null
          yogastyles?: string[]
        }
        Update: {
          address?: string | null
          amenities?: string[]
          city?: string
          consent?: boolean
          country?: string
          created_at?: string
          decline_note?: string | null
          description?: string
          email?: string
          hours?: string | null
          id?: never
          instagram?: string | null
          is_new?: never
          languages?: string[]
          logo?: string | null
          name?: string
          status?: string
          status_changed_at?: string | null
          status_token_hash?: string | null
          studio_id?: string | null
          website?: string | null
          yogastyles?: string[]
        }
        Relationships: [
          {
            foreignKeyName: 'studioapplications_studio_id_fkey'
            columns: ['studio_id']
            isOneToOne: false
            referencedRelation: 'studios'
            referencedColumns: ['id']
          },
        ]
      }
      studios: {
        Row: {
          accepts_messages: boolean
          address: string
          amenities: string[]
          city: string
          confirmed_at: string | null
          consent: boolean
          country: string
          created_at: string
          description: string
          email: string
          facebook: string | null
          gallery: string[]
          id: string
          instagram: string | null
          landing_city: string | null
          landing_country: string | null
          landing_styles: string[] | null
          languages: string[]
          latitude: number | null
          logo: string | null
          longitude: number | null
          name: string
          operatinghours: string
          seo_description: string | null
          seo_title: string | null
          slug: string
          studiotype: string
          tagline: string
          updated_at: string
          website: string | null
          yogastyles: string[]
        }
        Insert: {
          accepts_messages?: boolean
          address?: string
          amenities?: string[]
          city: string
          confirmed_at?: string | null
          consent: boolean
          country: string
          created_at?: string
          description: string
          email: string
          facebook?: string | null
          gallery?: string[]
          id?: string
          instagram?: string | null
          landing_city?: never
          landing_country?: never
          landing_styles?: never
          languages?: string[]
          latitude?: number | null
          logo?: string | null
          longitude?: number | null
          name: string
          operatinghours?: string
          seo_description?: string | null
          seo_title?: string | null
          slug: string
          studiotype: string
          tagline?: string
          updated_at?: string
          website?: string | null
          yogastyles?: string[]
        }
        Update: {
          accepts_messages?: boolean
          address?: string
          amenities?: string[]
          city?: string
          confirmed_at?: string | null
          consent?: boolean
          country?: string
          created_at?: string
          description?: string
          email?: string
          facebook?: string | null
          gallery?: string[]
          id?: string
          instagram?: string | null
          landing_city?: never
          landing_country?: never
          landing_styles?: never
          languages?: string[]
          latitude?: number | null
          logo?: string | null
          longitude?: number | null
          name?: string
          operatinghours?: string
          seo_description?: string | null
          seo_title?: string | null
          slug?: string
          studiotype?: string
          tagline?: string
          updated_at?: string
          website?: string | null
          yogastyles?: string[]
        }
        Relationships: []
      }
      submission_limits: {
        Row: {
          form: string
          overall: number
          overall_minutes: number
          per_address_listing: number | null
          per_address_listing_minutes: number | null
          per_client: number
          per_client_minutes: number
          per_listing: number | null
          per_listing_minutes: number | null
          updated_at: string
        }
        Insert: {
          form: string
          overall: number
          overall_minutes: number
          per_address_listing?: number | null
          per_address_listing_minutes?: number | null
          per_client: number
          per_client_minutes: number
          per_listing?: number | null
          per_listing_minutes?: number | null
          updated_at?: string
        }
        Update: {
          form?: string
          overall?: number
          overall_minutes?: number
          per_address_listing?: number | null
          per_address_listing_minutes?: number | null
          per_client?: number
          per_client_minutes?: number
          per_listing?: number | null
          per_listing_minutes?: number | null
          updated_at?: string
        }
        Relationships: []
      }
      teacher_inquiry_addresses: {
        Row: {
          delivery_error: string | null
          delivery_failed_at: string | null
          email: string
          teacher_id: string
          updated_at: string
        }
        Insert: {
          delivery_error?: string | null
          delivery_failed_at?: string | null
          email: string
          teacher_id: string
          updated_at?: string
        }
        Update: {
          delivery_error?: string | null
          delivery_failed_at?: string | null
          email?: string
          teacher_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: 'teacher_inquiry_addresses_teacher_id_fkey'
            columns: ['teacher_id']
            isOneToOne: true
            referencedRelation: 'teachers'
            referencedColumns: ['id']
          },
        ]
      }
      teacherapplications: {
        Row: {
          bio: string
          certifications: string
          created_at: string
          decline_note: string | null
          email: string
          experience: number
          firstname: string
          id: number
          instagram: string | null
          is_new: boolean
          languages: string[]
          lastname: string
          location: string
          phone: string
          specialties: string
          status: string
          status_changed_at: string | null
          status_token_hash: string | null
          teacher_id: string | null
          teachingoptions: Json
          terms: boolean
          website: string | null
        }
        Insert: {
          bio: string
          certifications: string
          created_at?: string
          decline_note?: string | null
          email: string
          experience: number
          firstname: string
          id?: never
          instagram?: string | null
          is_new?: never
          languages?: string[]
          lastname: string
          location: string
          phone: string
          specialties: string
          status?: string
          status_changed_at?: string | null
          status_token_hash?: string | null
          teacher_id?: string | null
          teachingoptions?: Json
          terms: boolean
          website?: string | null
        }
        Update: {
          bio?: string
          certifications?: string
          created_at?: string
          decline_note?: string | null
          email?: string
          experience?: number
          firstname?: string
          id?: never
          instagram?: string | null
          is_new?: never
          languages?: string[]
          lastname?: string
          location?: string
          phone?: string
          specialties?: string
          status?: string
          status_changed_at?: string | null
          status_token_hash?: string | null
          teacher_id?: string | null
          teachingoptions?: Json
          terms?: boolean
          website?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'teacherapplications_teacher_id_fkey'
            columns: ['teacher_id']
            isOneToOne: false
            referencedRelation: 'teachers'
            referencedColumns: ['id']
          },
        ]
      }
      teachers: {
        Row: {
          accepts_messages: boolean
          bio: string
          certifications: string
          confirmed_at: string | null
          contactformurl: string | null
          country: string
          created_at: string
          experience: number
          firstname: string
          gallery: string[]
          id: string
          image: string | null
          landing_city: string | null
          landing_country: string | null
          landing_styles: string[] | null
          languages: string[]
          lastname: string
          latitude: number | null
          location: string
          longitude: number | null
          name: string
          seo_description: string | null
          seo_title: string | null
          slug: string
          social: Json
          specialties: string[]
          teachingoptions: Json
          updated_at: string
          verification_evidence_url: string | null
          verification_expires_on: string | null
          verified_credential: string | null
          verified_issuer: string | null
          verified_on: string | null
        }
        Insert: {
          accepts_messages?: boolean
          bio?: string
          certifications?: string
          confirmed_at?: string | null
          contactformurl?: string | null
          country: string
          created_at?: string
          experience?: number
          firstname: string
          gallery?: string[]
          id?: string
          image?: string | null
          landing_city?: never
          landing_country?: never
          landing_styles?: never
          languages?: string[]
          lastname: string
          latitude?: number | null
          location: string
          longitude?: number | null
          name: string
          seo_description?: string | null
          seo_title?: string | null
          slug: string
          social?: Json
          specialties?: string[]
          teachingoptions?: Json
          updated_at?: string
          verification_evidence_url?: string | null
          verification_expires_on?: string | null
          verified_credential?: string | null
          verified_issuer?: string | null
          verified_on?: string | null
        }
        Update: {
          accepts_messages?: boolean
          bio?: string
          certifications?: string
          confirmed_at?: string | null
          contactformurl?: string | null
          country?: string
          created_at?: string
          experience?: number
          firstname?: string
          gallery?: string[]
          id?: string
          image?: string | null
          landing_city?: never
          landing_country?: never
          landing_styles?: never
          languages?: string[]
          lastname?: string
          latitude?: number | null
          location?: string
          longitude?: number | null
          name?: string
          seo_description?: string | null
          seo_title?: string | null
          slug?: string
          social?: Json
          specialties?: string[]
          teachingoptions?: Json
          updated_at?: string
          verification_evidence_url?: string | null
          verification_expires_on?: string | null
          verified_credential?: string | null
          verified_issuer?: string | null
          verified_on?: string | null
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      admin_alerts_enabled: { Args: never; Returns: boolean }
      admin_counts: {
        Args: never
        Returns: {
          contact_messages: number
          contact_messages_new: number
          studio_applications: number
          studio_applications_new: number
          studios: number
          teacher_applications: number
          teacher_applications_new: number
          teachers: number
        }[]
      }
      application_status: {
        Args: { token: string }
        Returns: {
          kind: string
          listing_slug: string
          note: string
          status: string
        }[]
      }
      claim_mail: {
        Args: { batch_size?: number }
        Returns: {
          attempts: number
          data: Json
          id: number
          recipient: string
          reply_to: string
          template: string
        }[]
      }
      confirm_listing_link: {
        Args: { token: string }
        Returns: {
          confirmed_at: string
          listing_kind: string
          listing_name: string
          listing_slug: string
          outcome: string
        }[]
      }
      confirm_listing_message: {
        Args: { token: string }
        Returns: {
          listing_kind: string
          listing_name: string
          listing_slug: string
          outcome: string
        }[]
      }
      confirm_my_listing: { Args: { listing_id: string; listing_kind: string }; Returns: string }
      contact_question: {
        Args: never
        Returns: {
          first_number: number
          id: string
          second_number: number
        }[]
      }
      dismiss_rename_request: { Args: { listing_id: string; listing_kind: string }; Returns: boolean }
      failed_mails: {
        Args: never
        Returns: {
          attempts: number
          created_at: string
          failed_at: string
          id: number
          last_error: string
          recipient: string
          template: string
        }[]
      }
      find_place: {
        Args: { query: string }
        Returns: {
          country: string
          latitude: number
          longitude: number
          name: string
        }[]
      }
      grant_admin: { Args: { target_email: string }; Returns: string }
      is_admin: { Args: never; Returns: boolean }
      landing_page_counts: {
        Args: { in_country?: string; kind: string; with_style?: string }
        Returns: {
          city: string
          count: number
          country: string
          lastmod: string
          latitude: number
          longitude: number
          style: string
        }[]
      }
      landing_page_facts: {
        Args: { in_city?: string; in_country?: string; kind: string; on_day?: string; with_style?: string }
        Returns: {
          count: number
          languages: string[]
          online: number
          verified: number
        }[]
      }
      listing_changes: {
        Args: { listing_id: string; listing_kind: string }
        Returns: {
          after: Json
          before: Json
          changed_at: string
          changed_by_owner: boolean
          fields: string[]
          id: number
          reverted_at: string
        }[]
      }
      listing_message_counts: {
        Args: { listing_kind: string }
        Returns: {
          delivery_error: string
          delivery_failed_at: string
          listing_id: string
          messages_30d: number
        }[]
      }
      listing_rename_requests: {
        Args: { listing_id: string; listing_kind: string }
        Returns: {
          name: string
          requested_at: string
        }[]
      }
      logo_upload_permit: { Args: never; Returns: string }
      mail_due: { Args: never; Returns: boolean }
      mail_failed: { Args: { error: string; mail_id: number; permanent?: boolean }; Returns: undefined }
      mail_sent: { Args: { mail_id: number }; Returns: undefined }
      message_totals: {
        Args: never
        Returns: {
          awaiting_confirmation: number
          delivered_30d: number
          failed_addresses: number
        }[]
      }
      my_listing_details: {
        Args: { listing_id: string; listing_kind: string }
        Returns: {
          confirmed_at: string
          inquiry_email: string
          messages_30d: number
          messages_365d: number
          pending_inquiry_email: string
          pending_name: string
          updated_at: string
        }[]
      }
      my_listings: {
        Args: never
        Returns: {
          listing_id: string
          listing_kind: string
          name: string
          slug: string
        }[]
      }
      my_sign_in_address: { Args: never; Returns: string }
      owner_account_email: { Args: { address: string }; Returns: string }
      purge_listing_messages: { Args: never; Returns: number }
      purge_sent_mail: { Args: never; Returns: number }
      queue_owner_reminders: { Args: never; Returns: number }
      recent_owner_changes: {
        Args: { max_rows?: number }
        Returns: {
          changed_at: string
          fields: string[]
          id: number
          listing_id: string
          listing_kind: string
          name: string
          reverted_at: string
          slug: string
        }[]
      }
      request_owner_link: {
        Args: { email: string; listing_kind: string; listing_slug: string }
        Returns: undefined
      }
      retry_mail: { Args: { mail_id: number }; Returns: boolean }
      revert_listing_change: { Args: { change_id: number }; Returns: string }
      send_contact_message: {
        Args: {
          answer: string
          email: string
          honeypot?: string
          message: string
          name: string
          question_id: string
          subject: string
        }
        Returns: string
      }
      send_listing_message: {
        Args: {
          email: string
          honeypot?: string
          listing_kind: string
          listing_slug: string
          message: string
          name: string
          practices?: string[]
        }
        Returns: undefined
      }
      set_admin_alerts: { Args: { enabled: boolean }; Returns: boolean }
      studios_near: {
        Args: { near_lat: number; near_lng: number; radius_km?: number }
        Returns: {
          accepts_messages: boolean
          address: string
          amenities: string[]
          city: string
          confirmed_at: string | null
          consent: boolean
          country: string
          created_at: string
          description: string
          email: string
          facebook: string | null
          gallery: string[]
          id: string
          instagram: string | null
          landing_city: string | null
          landing_country: string | null
          landing_styles: string[] | null
          languages: string[]
          latitude: number | null
          logo: string | null
          longitude: number | null
          name: string
          operatinghours: string
          seo_description: string | null
          seo_title: string | null
          slug: string
          studiotype: string
          tagline: string
          updated_at: string
          website: string | null
          yogastyles: string[]
        }[]
        SetofOptions: { from: '*'; to: 'studios'; isOneToOne: false; isSetofReturn: true }
      }
      submit_studio_application: {
        Args: {
          address?: string
          amenities?: string[]
          city: string
          consent?: boolean
          country: string
          description: string
          email: string
          honeypot?: string
          hours?: string
          instagram?: string
          languages?: string[]
          logo?: string
          name: string
          status_token?: string
          status_token_hash?: string
          website?: string
          yogastyles?: string[]
        }
        Returns: undefined
      }
      submit_teacher_application: {
        Args: {
          bio: string
          certifications: string
          email: string
          experience: number
          firstname: string
          honeypot?: string
          instagram?: string
          languages?: string[]
          lastname: string
          location: string
          phone: string
          specialties: string
          status_token?: string
          status_token_hash?: string
          teachingoptions: Json
          terms?: boolean
          website?: string
        }
        Returns: undefined
      }
      teachers_near: {
        Args: { near_lat: number; near_lng: number; radius_km?: number }
        Returns: {
          accepts_messages: boolean
          bio: string
          certifications: string
          confirmed_at: string | null
          contactformurl: string | null
          country: string
          created_at: string
          experience: number
          firstname: string
          gallery: string[]
          id: string
          image: string | null
          landing_city: string | null
          landing_country: string | null
          landing_styles: string[] | null
          languages: string[]
          lastname: string
          latitude: number | null
          location: string
          longitude: number | null
          name: string
          seo_description: string | null
          seo_title: string | null
          slug: string
          social: Json
          specialties: string[]
          teachingoptions: Json
          updated_at: string
          verification_evidence_url: string | null
          verification_expires_on: string | null
          verified_credential: string | null
          verified_issuer: string | null
          verified_on: string | null
        }[]
        SetofOptions: { from: '*'; to: 'teachers'; isOneToOne: false; isSetofReturn: true }
      }
      unreferenced_storage_objects: {
        Args: { after_name?: string; max_rows?: number; older_than?: string }
        Returns: {
          created_at: string
          name: string
          size: number
        }[]
      }
      update_my_listing: {
        Args: { changes: Json; listing_id: string; listing_kind: string; loaded_updated_at: string }
        Returns: string
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
